import { stringify } from "yaml"
import { describeSchema, type ObjectShape } from "./schema-walk"
import { isMarkdown, isPageType, translationSchemaOf, type ContentType, type PageType } from "./kind"
import { translations, type Translation } from "./languages"
import { tokenNames } from "./tokens"
import { mediaFolder, mediaPrefix } from "./schema/image"
import type { ReferenceOption, ReferenceOptions } from "./references"
import { cmsFields, isWrappedGroup, type CmsField } from "./cms-fields"
import { localBackendPort, localBackendUrlFor } from "./cms-backend"

export { backendFromEnv, localBackendPort, localBackendPortFrom, localBackendUrlFor, type BackendEnv } from "./cms-backend"
export { cmsFields, isWrappedGroup, markdownButtons, noReferences, textRule, type CmsField } from "./cms-fields"

/**
 * The Decap CMS configuration for /admin, generated from the content schemas so the CMS asks for
 * exactly what the build accepts: every field, whether it is required, its pattern and length
 * (with the build's own message), its choices and, for generic pages, the typed section list.
 * Labels, hints and the names of list items, section types and choices are the schemas' own
 * `.meta()` (schema/meta.ts). Rules a form field cannot express (one of two fields, tokens, links)
 * are checked on save by the build's validator itself (src/admin/cms.ts).
 */

export interface CmsCollection {
  name: string
  label: string
  [key: string]: unknown
}

export interface CmsConfig {
  backend: Record<string, unknown>
  local_backend?: { url: string }
  collections: CmsCollection[]
  [key: string]: unknown
}

const tokenHint = `Metinlerde ${tokenNames
  .slice(0, 6)
  .map((t) => `{${t}}`)
  .join(", ")} gibi kısaltmalar yazabilirsiniz; sitede şirket bilgilerindeki değerlerle değişir.`

/** The name of a content type's collection in the CMS (its folder, or "settings" for the files under data/). */
export const collectionName = (type: ContentType) => type.folder ?? "settings"

/** A settings file's name in the CMS: "house-style.yaml" → "houseStyle". */
export const settingsName = (type: ContentType) =>
  (type.file ?? "").replace(/\.ya?ml$/, "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function topLevel(collection: Pick<CmsCollectionKind, "type" | "translation">): ObjectShape {
  const { type } = collection
  const shape = describeSchema(
    schemaOfCollection(collection),
    collection.translation ? `${type.typeName}Translation` : type.typeName,
  )
  if (shape.kind !== "object") throw new Error(`${type.typeName} is not an object schema`)
  return shape
}

export interface CmsConfigOptions {
  /** The production git host; without one, /admin works only with the local backend. */
  backend?: Record<string, unknown>
  siteUrl?: string
  /** The choices of the fields that name another file's values (references.ts), from the content. */
  references?: ReferenceOptions
  /** The port of `npm run cms`'s local backend (default localBackendPort). */
  localBackendPort?: number
  /** Each translated page folder's Turkish files (name without ending, title): a translation's `counterpart` choices. */
  counterparts?: Readonly<Record<string, readonly ReferenceOption[]>>
}

/**
 * A collection of the CMS and what it edits: a page kind's folder in Turkish or in a translation
 * ("erp_en": data/en/erp), or the settings files. The admin's formats and checks find an entry's kind,
 * language and schema by it.
 */
export interface CmsCollectionKind<T extends ContentType = ContentType> {
  name: string
  type: T
  translation?: Translation
}

/** Every page kind's collections: its Turkish folder, then one per language it is translated into. */
export function pageCollections(kinds: readonly ContentType[]): CmsCollectionKind<PageType>[] {
  return kinds
    .filter(isPageType)
    .flatMap((type) => [
      { name: collectionName(type), type },
      ...translations
        .filter((t) => type.translations?.some((code) => code === t.code))
        .map((translation) => ({ name: `${collectionName(type)}_${translation.code}`, type, translation })),
    ])
}

/** The schema a collection's entries follow: a translation's is its kind's translation schema (with `counterpart`). */
export const schemaOfCollection = ({ type, translation }: Pick<CmsCollectionKind, "type" | "translation">) =>
  translation ? translationSchemaOf(type) : type.schema

/** The settings files and their translations, by their path under data/. */
export function settingsFiles(kinds: readonly ContentType[]): (CmsCollectionKind & { file: string })[] {
  return kinds.flatMap((type) =>
    type.file
      ? [
          { name: settingsName(type), type, file: type.file },
          ...translations
            .filter((t) => type.translations?.some((code) => code === t.code))
            .map((translation) => ({
              name: `${settingsName(type)}_${translation.code}`,
              type,
              translation,
              file: `${translation.folder}/${type.file}`,
            })),
        ]
      : [],
  )
}

/** The CMS widget that proposes a new entry's address from its title (src/admin/address-field.ts). */
export const addressWidget = "address"

/** A kind with an address prefix gets the proposing widget on its `slug` field, its rules unchanged. */
function withProposedAddress<F extends { name: string }>(fields: F[], prefix: string | undefined): F[] {
  if (prefix === undefined) return fields
  return fields.map((field) => (field.name === "slug" ? { ...field, widget: addressWidget, prefix } : field))
}

/** The CMS configuration of `kinds` (src/kinds/index.ts): one collection per page folder, one of the settings files. */
export function cmsConfig(kinds: readonly ContentType[], options: CmsConfigOptions = {}): CmsConfig {
  const files = kinds.filter((t) => t.file)
  for (const type of files) {
    if (topLevel({ type }).fields.some(isWrappedGroup))
      throw new Error(`${type.typeName}: optional groups with required fields are supported in page folders only`)
  }
  const collections: CmsCollection[] = [
    {
      name: "settings",
      label: "Genel ayarlar",
      label_singular: "Ayar dosyası",
      description: "Şirketin tek bilgi kaynağı ve sitenin menüleri. Buradaki değişiklik her sayfaya yansır.",
      format: "yaml-content",
      // The pane names the entry's page and links to it (src/admin/page-preview.ts).
      editor: { preview: true },
      files: settingsFiles(kinds).map((entry) => ({
        name: entry.name,
        label: entry.translation ? `${entry.type.cms.label} (${entry.translation.name})` : entry.type.cms.label,
        file: `data/${entry.file}`,
        fields: cmsFields(topLevel(entry), entry.type.typeName, options.references),
      })),
    },
    ...pageCollections(kinds).map(({ name, type, translation }) => ({
      name,
      label: translation ? `${type.cms.label} (${translation.name})` : type.cms.label,
      label_singular: translation ? `${translation.name} ${type.cms.singular.toLocaleLowerCase("tr")}` : type.cms.singular,
      description: translation
        ? `${type.cms.label}: ${translation.name} çeviriler (data/${translation.folder}/${type.folder}). Her biri bir Türkçe sayfanın çevirisidir ve onun dosya adını taşır; en kolayı Türkçe sayfayı açıp önizlemedeki “${translation.name} sürümünü oluştur” düğmesine basmaktır. Rakamlar, kısaltmalar, paket adları ve bağlantılar Türkçe sayfadakilerle aynı olmalıdır.`
        : `${type.cms.description} (data/${type.folder}). ${tokenHint}`,
      folder: translation ? `data/${translation.folder}/${type.folder}` : `data/${type.folder}`,
      // Decap reads one file ending per folder collection: the kind's first.
      extension: type.extensions[0].replace(/^\./, ""),
      format: formatOf(type, translation),
      create: true,
      delete: true,
      identifier_field: "title",
      // A translation's file is named after its Turkish page.
      slug: translation ? "{{fields.counterpart}}" : (type.cms.fileName ?? "{{title}}"),
      // The search words ride along unseen: Decap searches the fields a summary names (src/admin/list-text.ts).
      summary: `${type.cms.summary ?? "{{fields.title}} · {{fields.slug}}"}{{${searchField} | ternary('','')}}`,
      sortable_fields: (type.cms.sortableFields ?? ["title", "slug"]).map((field) =>
        field === (type.cms.defaultSort?.field ?? "title")
          ? { field, default_sort: type.cms.defaultSort?.direction ?? "asc" }
          : field,
      ),
      // The pane names the entry's page and links to it (src/admin/page-preview.ts).
      editor: { preview: true },
      // The toolbar's "Canlı görüntüle" opens the entry's page on the site (the develop server under npm run cms).
      preview_path: type.cms.previewPath ?? "{{fields.slug}}",
      preview_path_preserve_slashes: true,
      fields: withCounterparts(
        withProposedAddress(
          cmsFields(topLevel({ type, translation }), type.typeName, options.references),
          type.cms.addressPrefix === undefined ? undefined : `${translation?.prefix ?? ""}${type.cms.addressPrefix}`,
        ),
        options.counterparts?.[type.folder ?? ""],
      ),
    })),
  ]
  return {
    backend: options.backend ?? { name: "proxy", proxy_url: localBackendUrlFor(options.localBackendPort ?? localBackendPort) },
    local_backend: { url: localBackendUrlFor(options.localBackendPort ?? localBackendPort) },
    load_config_file: false,
    locale: "tr",
    ...(options.siteUrl && { site_url: options.siteUrl, display_url: options.siteUrl }),
    // Uploads are committed beside the content (schema/image.ts); the build makes the variants.
    media_folder: mediaFolder,
    public_folder: mediaPrefix.replace(/\/$/, ""),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections,
  }
}

/**
 * The entry field, never written to a file, that holds the words Decap's search matches (the title with
 * and without Turkish letters, src/admin/list-text.ts).
 */
export const searchField = "__search"

/** The format name of each collection (the files collection shares one): a translation's folder has its own. */
export const formatOf = (type: ContentType, translation?: Translation) =>
  type.folder
    ? `${isMarkdown(type) ? "frontmatter" : "yaml"}-${collectionName(type)}${translation ? `-${translation.code}` : ""}`
    : "yaml-content"

/** A translation's `counterpart` as a choice of its folder's Turkish pages, when the build listed them. */
function withCounterparts(fields: CmsField[], choices: readonly ReferenceOption[] | undefined): CmsField[] {
  if (!choices) return fields
  return fields.map((field) =>
    field.name === "counterpart"
      ? { ...field, widget: "select", options: choices.map(({ label, value }) => ({ label: `${label} (${value})`, value })) }
      : field,
  )
}

/**
 * The configuration as /admin/config.yml, where Decap users expect it and where the host
 * configuration (src/postbuild/host-config.ts) reads the backend the CMS talks to. A list used in
 * many places (the icon names) is written once and referred to by YAML aliases, which keeps the
 * file small.
 */
export function configFile(config: CmsConfig): string {
  return [
    "# Generated from src/content/schema by the build (src/postbuild/admin-files.ts); do not edit.",
    stringify(config, { lineWidth: 0 }),
  ].join("\n")
}
