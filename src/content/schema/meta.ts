import type { z } from "zod"

/**
 * What editors read about the content schemas, carried by the schemas themselves in zod's `.meta()`:
 * the CMS at /admin (../cms-config.ts) and VS Code's hover help (../json-schema.ts) show it, and the
 * CMS generator refuses a field without a label. `.meta()` returns a new schema that keeps the
 * original's meta except its `id`, so one shared schema can carry different labels in different
 * places, and a label given where a shared schema is defined holds wherever it is used.
 */

/** A field's Turkish name, and the sentence under it that says what to write. */
export interface FieldLabel {
  label: string
  hint?: string
}

export interface FieldMeta {
  /**
   * On a field's schema (or the `.optional()` around it): the field's Turkish name. On a section
   * type's object (page.ts): the type's name in the CMS's "add" menu.
   */
  label?: string
  /** On a field's schema, with `label`: what to write, shown under the field and on hover in VS Code. */
  hint?: string
  /**
   * What one item of a list is called ("Kart ekle"): on the list itself, or on a block (an object or
   * union with an `id`) for every list of it that does not name its items.
   */
  item?: string
  /** On a choice (an enum): the Turkish names of its values; a value without one is shown as written. */
  options?: Readonly<Record<string, string>>
  /**
   * On an object: labels of fields whose schema is a named block (`.meta({ id })`) that means a
   * different thing under each key (a SitePhone is "Merkez hat" under `main`, "Satış hattı" under
   * `sales`). zod's `.meta()` on a named block makes an unnamed copy, which would be a second
   * GraphQL and JSON Schema type, so such fields are named by the object that holds them.
   */
  fields?: Readonly<Record<string, FieldLabel>>
}

declare module "zod" {
  // Types these keys in every `.meta({ … })` call; zod reads them nowhere itself.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends FieldMeta {}
}

/**
 * A field's schema with its label and hint: `title: field(text, "Sayfa başlığı", "…")`. The hint is
 * always set, to nothing when none is given, so the copy does not keep a hint the schema had.
 */
export function field<T extends z.ZodType>(schema: T, label: string, hint?: string): T {
  return schema.meta({ label, hint })
}
