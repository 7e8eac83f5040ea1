// Everything the browser needs only to render a page itself (after a client-side navigation), as
// one chunk: the static content of every template, the footer and the head tags. See deferred.tsx.
export { Footer } from "./footer"
export { EcommerceBody } from "./page-bodies/ecommerce-body"
export { ErpSectorBody } from "./page-bodies/erp-sector-body"
export { PageSections } from "./page-bodies/page-sections"
export { SupportBody } from "./page-bodies/support-body"
export { Seo as HeadTags } from "./seo"
