/**
 * How a host must serve the built site: security headers, a Content-Security-Policy per page
 * (with the hashes of that page's inline scripts and styles), cache rules, the not-found page and
 * security.txt. The one source for every host file the project ships: public/_headers (Netlify,
 * Cloudflare Pages), public/_nginx.conf (nginx) and netlify.toml. The parts live in host/, one
 * concern each; this module is the API the rest of the project imports. Every function is pure;
 * src/postbuild/write-host-config.ts reads the build and writes the files.
 */

export { hashSource, inlineContent, type InlineContent } from "./host/html-scan"
export {
  adminPolicy,
  beyondShared,
  cmsOrigins,
  EMPTY_STYLE_HASH,
  endpointOrigin,
  fallbackPolicy,
  pagePolicy,
  serializePolicy,
  sharedPolicy,
  withMetaPolicy,
  type BuiltAdmin,
  type HostSite,
  type Policy,
} from "./host/policy"
export {
  adminHeaders,
  cacheControl,
  commonHeaders,
  hostPlan,
  maxHeaderLine,
  pathsOf,
  sharedFolders,
  type BuiltPage,
  type HeaderList,
  type HostPlan,
} from "./host/plan"
export { headerRules, renderHeadersFile, type HeaderRule } from "./host/headers"
export { nginxUpstream, renderNginx, renderNginxUpstream } from "./host/nginx"
export { formPageRoutes, renderNetlifyToml, withFunctionRoutes } from "./host/netlify"
export { securityTxt } from "./host/security-txt"
