import type { CreateElement, ImmutableLike } from "./decap-types"
import { collectionName } from "../content/cms-config"
import { contentTypes, isPageType, type PageType } from "../kinds"

/**
 * The CMS's preview pane (issue 47): instead of Decap's dead button, each collection's preview names
 * the page the entry makes and links to it ("Sayfayı aç"): on `npm run cms` the develop server shows
 * the saved change within seconds, on the live site the next build does. Drawing the page itself here
 * would load the site's components and styles into /admin; the page one click away is the page as
 * visitors see it.
 */

export interface PreviewProps {
  entry: ImmutableLike
  collection?: ImmutableLike
}

/** The address the entry's own page has, or undefined when it makes none (or cannot be read yet). */
export function pageAddressOf(kind: PageType, path: string, data: Record<string, unknown>): string | undefined {
  try {
    return kind.routes([{ file: path, data }]).find((route) => route.file === path)?.slug
  } catch {
    // A new entry without an address yet.
    return undefined
  }
}

/** What the pane says, as plain data: a test reads it without Decap. */
export function previewText(collection: string, path: string, data: Record<string, unknown>, isNew: boolean) {
  const kind = contentTypes.filter(isPageType).find((type) => collectionName(type) === collection)
  if (!kind)
    return {
      heading: "Genel ayarlar",
      text: "Bu ayarlar sitenin her sayfasında kullanılır: yayımladıktan sonra ana sayfada ve ilgili sayfalarda görünür.",
      href: "/",
      link: "Ana sayfayı aç",
    }
  // A new entry has no file yet: its address is worked out as if it had one.
  const address = pageAddressOf(kind, path || `data/${kind.folder}/yeni${kind.extensions[0]}`, data)
  const title = typeof data.title === "string" && data.title.trim() ? data.title : kind.cms.singular
  if (!address)
    return {
      heading: title,
      text: "Sayfanın adresi henüz yok: adres alanını doldurup yayımladığınızda sayfa bu adreste açılır.",
      href: undefined,
      link: undefined,
    }
  // A new entry's page does not exist until it is published: no link to a page that is not there.
  if (isNew)
    return { heading: title, text: `Yayımladığınızda sayfa ${address} adresinde açılır.`, href: undefined, link: undefined }
  return {
    heading: title,
    text: `Bu sayfa sitede ${address} adresinde. Yayımladığınız değişiklik, npm run cms ile çalışırken birkaç saniye içinde, canlı sitede bir sonraki yayında görünür.`,
    href: address,
    link: "Sayfayı aç",
  }
}

/** Styles of the pane, inside its frame (Decap's preview is an iframe); room on the right for Decap's pane buttons. */
export const previewStyle = `
  body { font-family: system-ui, sans-serif; color: #1f2937; margin: 0; padding: 24px 72px 24px 24px; line-height: 1.5; }
  h1 { font-size: 1.4rem; margin: 0 0 12px; }
  p { margin: 0 0 16px; max-width: 60ch; }
  a { display: inline-block; background: #0b4f7c; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`

/** The React component Decap renders in the preview pane, made with Decap's own createElement. */
export function pagePreview(h: CreateElement) {
  return function PagePreview({ entry, collection }: PreviewProps) {
    const data = (entry.get("data") as ImmutableLike | undefined)?.toJS?.() as Record<string, unknown> | undefined
    const path = entry.get("path")
    const shown = previewText(
      String(collection?.get("name") ?? ""),
      typeof path === "string" ? path : "",
      data ?? {},
      entry.get("newRecord") === true,
    )
    return h(
      "div",
      null,
      h("h1", null, shown.heading),
      h("p", null, shown.text),
      shown.href ? h("a", { href: shown.href, target: "_blank", rel: "noopener" }, shown.link) : null,
    )
  }
}
