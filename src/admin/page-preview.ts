import type { CreateElement, ImmutableLike } from "./decap-types"
import { pageCollections } from "../content/cms-config"
import { translations } from "../content/languages"
import { asciiSlug } from "../content/suggest"
import { contentTypes, type PageType } from "../kinds"
import { openTranslationDraft, translationDraft } from "./translation-draft"

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

/** Every address of the site is "/" and segments of lower-case ASCII letters and digits joined by hyphens. */
const siteAddress = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/|$))*$/

/** What the pane says, as plain data: a test reads it without Decap. */
export function previewText(collection: string, path: string, data: Record<string, unknown>, isNew: boolean) {
  const kind = pageCollections(contentTypes).find((entry) => entry.name === collection)?.type
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
  // The field itself shows why the value is refused; the pane does not announce an address that cannot exist.
  if (!siteAddress.test(address)) {
    const segments = address.split("/")
    const suggested = segments.map(asciiSlug)
    // A segment of only signs ("???") folds to nothing: no example then, rather than a shorter address.
    const example = suggested.every((slug, index) => slug || !segments[index]) ? `, örneğin ${suggested.join("/")}` : ""
    return {
      heading: title,
      text: `"${address}" bir adres olamaz: adres alanına yalnızca küçük harf (a-z), rakam ve kısa çizgi yazın${example}. Düzelttiğinizde sayfanın adresi burada görünür.`,
      href: undefined,
      link: undefined,
    }
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

/** A page's link to its other languages in the pane: a translation to open, or one to make from this page. */
export interface TranslationLine {
  text: string
  /** The page to open (its own address on the site), when it exists. */
  href?: string
  link?: string
  /** The draft to offer in the translation's collection, when the page has no translation yet. */
  create?: { label: string; collection: string; path: string }
}

/**
 * The pane's lines about the entry's languages, as plain data: a Turkish page of a translated kind names
 * each translation (or offers to make it), a translation names its Turkish page. `files` are the content's
 * files as the CMS keeps them (names under data/), `addressOf` a file's page address.
 */
export function translationLines(
  collection: string,
  path: string,
  files: { has: (name: string) => boolean; addressOf: (name: string) => string | undefined },
): TranslationLine[] {
  const entry = pageCollections(contentTypes).find((candidate) => candidate.name === collection)
  const name = path.replace(/^data\//, "")
  if (!entry?.type.folder || !path) return []
  const file = name.split("/").at(-1) ?? ""
  if (entry.translation) {
    const turkish = `${entry.type.folder}/${file}`
    const address = files.addressOf(turkish)
    return [{ text: `Türkçe sayfası: ${address ?? turkish}.`, href: address, link: "Türkçe sayfayı aç" }]
  }
  return pageCollections(contentTypes)
    .filter((candidate) => candidate.type === entry.type && candidate.translation)
    .flatMap(({ name: translated, translation }): TranslationLine[] => {
      if (!translation) return []
      const own = `${translation.folder}/${name}`
      if (files.has(own)) {
        const address = files.addressOf(own)
        return [{ text: `${translation.name} sürümü: ${address ?? own}.`, href: address, link: `${translation.name} sayfayı aç` }]
      }
      return [
        {
          text: `Bu sayfanın ${translation.name} sürümü yok. Türkçe metinle başlayan bir taslak açılır; metinleri çevirip kaydedin (rakamlar, kısaltmalar, paket adları ve bağlantılar aynı kalır).`,
          create: { label: `${translation.name} sürümünü oluştur`, collection: translated, path: `data/${own}` },
        },
      ]
    })
}

/** Styles of the pane, inside its frame (Decap's preview is an iframe); room on the right for Decap's pane buttons. */
export const previewStyle = `
  body { font-family: system-ui, sans-serif; color: #1f2937; margin: 0; padding: 24px 72px 24px 24px; line-height: 1.5; }
  h1 { font-size: 1.4rem; margin: 0 0 12px; }
  p { margin: 0 0 16px; max-width: 60ch; }
  a { display: inline-block; background: #0b4f7c; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none; font-weight: 600; }
  a:focus-visible, button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  section { margin-top: 24px; padding-top: 16px; border-top: 1px solid #e5e7eb; }
  h2 { font-size: 1.1rem; margin: 0 0 8px; }
  dt { font-size: 0.8rem; color: #6b7280; margin-top: 12px; }
  dd { margin: 2px 0 0; max-width: 60ch; }
  button { font: inherit; background: #fff; color: #0b4f7c; border: 2px solid #0b4f7c; padding: 8px 16px; border-radius: 6px; font-weight: 600; cursor: pointer; }
`

/** What the pane reads of the content the CMS keeps: whether a file exists, its text and its page's address. */
export interface PreviewContent {
  has: (name: string) => boolean
  text: (name: string) => string | undefined
  addressOf: (name: string) => string | undefined
  /** A page's texts by the form's labels, in the file's order. */
  textsOf: (name: string) => { where: string; text: string }[]
}

/** A translation's Turkish page under data/ ("en/erp/x.yaml" → "erp/x.yaml"), when the entry is a translation. */
function turkishFileOf(collection: string, path: string): string | undefined {
  const entry = pageCollections(contentTypes).find((candidate) => candidate.name === collection)
  if (!entry?.translation || !path) return undefined
  return path.replace(/^data\//, "").replace(`${entry.translation.folder}/`, "")
}

/** The React component Decap renders in the preview pane, made with Decap's own createElement. */
export function pagePreview(h: CreateElement, content?: PreviewContent) {
  return function PagePreview({ entry, collection }: PreviewProps) {
    const data = (entry.get("data") as ImmutableLike | undefined)?.toJS?.() as Record<string, unknown> | undefined
    const path = entry.get("path")
    const shown = previewText(
      String(collection?.get("name") ?? ""),
      typeof path === "string" ? path : "",
      data ?? {},
      entry.get("newRecord") === true,
    )
    const lines =
      content && entry.get("newRecord") !== true
        ? translationLines(String(collection?.get("name") ?? ""), typeof path === "string" ? path : "", content)
        : []
    const create = (draft: NonNullable<TranslationLine["create"]>) => () => {
      const turkish = content?.text(String(path).replace(/^data\//, ""))
      const translation = translations.find((t) => draft.path.startsWith(`data/${t.folder}/`))
      if (turkish === undefined || !translation) return
      const counterpart = (draft.path.split("/").at(-1) ?? "").replace(/\.[^.]+$/, "")
      openTranslationDraft({ collection: draft.collection, raw: translationDraft(turkish, counterpart, translation.prefix) })
    }
    // A translation is written beside its Turkish page: the form on the left, the Turkish texts here.
    const turkishFile = content
      ? turkishFileOf(String(collection?.get("name") ?? ""), typeof path === "string" ? path : "")
      : undefined
    const turkishTexts = turkishFile ? (content?.textsOf(turkishFile) ?? []) : []
    return h(
      "div",
      null,
      h("h1", null, shown.heading),
      h("p", null, shown.text),
      shown.href ? h("a", { href: shown.href, target: "_blank", rel: "noopener" }, shown.link) : null,
      ...lines.map((line) =>
        h(
          "section",
          { key: line.text },
          h("p", null, line.text),
          line.href ? h("a", { href: line.href, target: "_blank", rel: "noopener" }, line.link) : null,
          line.create ? h("button", { type: "button", onClick: create(line.create) }, line.create.label) : null,
        ),
      ),
      turkishTexts.length > 0
        ? h(
            "section",
            { key: "turkce-metin", lang: "tr" },
            h("h2", null, "Türkçe sayfanın metinleri"),
            h(
              "dl",
              null,
              ...turkishTexts.flatMap(({ where, text }, index) => [
                h("dt", { key: `w${index}` }, where),
                h("dd", { key: `t${index}` }, text),
              ]),
            ),
          )
        : null,
    )
  }
}
