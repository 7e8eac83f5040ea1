import { z } from "zod"
import { field } from "./meta"

/**
 * A translation's page file (data/en/<folder>/x.yaml) is its kind's schema and one field more: the
 * Turkish file it translates, which is also its own file name (the CMS names a new file by it).
 */
export const counterpartField = field(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, '"muhasebe-sistemi" gibi, uzantısız bir dosya adı'),
  "Türkçe sayfası",
  "Bu sayfanın çevirisi olduğu Türkçe sayfanın dosya adı, uzantısız (örneğin muhasebe-sistemi). Çeviri dosyası da bu adı taşır.",
)

const schemas = new WeakMap<z.ZodObject, z.ZodObject>()

/** The schema of a translation of a file of `schema` (one per schema, so its described shape is kept too). */
export function translationSchema(schema: z.ZodObject): z.ZodObject {
  let known = schemas.get(schema)
  if (!known) schemas.set(schema, (known = schema.extend({ counterpart: counterpartField })))
  return known
}
