import { describeSchema, metaOf, shapeAt } from "./schema-walk"
import { stringsIn } from "./strings"
import type { ContentType } from "./kind"
import { referenceNames, type ReferenceName, type ReferenceOption, type ReferenceOptions } from "./reference-names"

/**
 * Fields whose value names something written in another file: an article's author (data/blog.yaml),
 * the contact-form subject its call to action preselects, the solution pages a customer story names.
 * A schema marks such a field with `.meta({ ref: "<name>" })`; each kind says, in its module of
 * src/kinds/ (`offers`), which values of which reference its files provide, with the name an editor
 * reads. The CMS turns a marked field into a list to choose from (cms-config.ts), and the content
 * check refuses a value no file offers (rules/references.ts).
 */

export { referenceNames, type ReferenceName, type ReferenceOption, type ReferenceOptions } from "./reference-names"

/** What each reference is and where a new value is added, for the content check's messages. */
export const referenceDescriptions: Record<ReferenceName, { expected: string; add: string }> = {
  author: {
    expected: "data/blog.yaml dosyasındaki yazarlardan birinin kısa adı",
    add: "yazarı önce data/blog.yaml dosyasının authors listesine ekleyin",
  },
  contactSubject: {
    expected: "iletişim formundaki konulardan birinin anahtarı (value)",
    add: "konuyu önce iletişim sayfasındaki formun subjects listesine ekleyin (data/pages/contact.yaml)",
  },
  solutionPage: {
    expected: "ERP ya da e-ticaret çözüm sayfalarından birinin adresi",
    add: "önce çözüm sayfasını oluşturun (data/erp ya da data/ecommerce klasöründe)",
  },
}

const shapes = new Map<ContentType, ReturnType<typeof describeSchema>>()

/** Every value of a file that names another file's value, with its place in the file. */
export function referencesIn(type: ContentType, data: Record<string, unknown>) {
  const shape = shapes.get(type) ?? describeSchema(type.schema, type.typeName)
  shapes.set(type, shape)
  return stringsIn(data).flatMap(({ keys, text }) => {
    const at = shapeAt(shape, keys, data)
    const ref = at?.kind === "text" ? (metaOf(at.schema) as { ref?: ReferenceName }).ref : undefined
    return ref ? [{ keys, ref, value: text }] : []
  })
}

/** The values each reference offers, from the parsed files of every kind (first offer of a value wins). */
export function referenceOptions(files: readonly { type: ContentType; data: Record<string, unknown> }[]): ReferenceOptions {
  const options = Object.fromEntries(referenceNames.map((name) => [name, [] as ReferenceOption[]])) as ReferenceOptions
  for (const { type, data } of files) {
    const offered = type.offers?.(data) ?? {}
    for (const name of referenceNames) {
      for (const option of offered[name] ?? []) {
        if (!options[name].some((known) => known.value === option.value)) options[name].push(option)
      }
    }
  }
  return options
}
