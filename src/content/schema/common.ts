import { z } from "zod"
import iconNodes from "lucide-static/icon-nodes.json"
import { contactTargets } from "../contact-targets"

/**
 * Building blocks shared by every content type. The `id` in `.meta()` names the GraphQL type the
 * schema generator (../to-graphql.ts) emits, so a block used in several files is one GraphQL type.
 */

export const text = z.string().trim().min(1, "boş olmayan bir metin")

/** A text of one or more sentences; the CMS gives it a multi-line box. */
export const paragraph = text.meta({ multiline: true })

/**
 * An object whose listed fields are alternatives: exactly one of them is written. The rule is
 * checked by zod and named in `.meta()` so the JSON Schema and the CMS hints can state it too.
 */
export function exactlyOneOf<S extends z.ZodRawShape>(shape: S, keys: readonly (keyof S & string)[], message: string) {
  return z
    .strictObject(shape)
    .refine((value) => keys.filter((key) => (value as Record<string, unknown>)[key] !== undefined).length === 1, { message })
    .meta({ exactlyOne: keys })
}

/** Where a link may point: a page of this site, a phone, an e-mail address or a secure web address. */
export const href = z
  .string()
  .regex(
    /^(\/[^\s]*|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/,
    'sitenin "/" ile başlayan bir adresi ya da tel:, mailto: veya https:// ile başlayan bir adres',
  )

export { contactTargets, type ContactTarget } from "../contact-targets"

/** Every Lucide icon name, so editors (CMS, VS Code) pick from the list instead of guessing. */
export const iconNames = Object.keys(iconNodes).sort() as [string, ...string[]]

export const iconName = z
  .enum(iconNames, { message: 'Lucide simgelerinden birinin adı, örneğin "chef-hat" (tüm liste: https://lucide.dev/icons)' })
  .meta({ id: "IconName" })

export const action = exactlyOneOf(
  {
    label: text,
    /** A page or address; leave out when `contact` is given. */
    href: href.optional(),
    /** A contact entry of data/site.yaml, resolved when the page renders. */
    contact: z.enum(contactTargets).meta({ id: "ContactTarget" }).optional(),
    variant: z.enum(["primary", "secondary"]).optional(),
  },
  ["href", "contact"],
  "bağlantı (`href`) ya da iletişim hedefi (`contact`) alanlarından yalnızca biri",
).meta({ id: "Action" })

export const card = z
  .strictObject({
    icon: iconName.optional(),
    /** A headline figure such as "%70" shown above the title. */
    value: text.optional(),
    title: text,
    description: paragraph,
    bullets: z.array(text).min(1).optional(),
    tags: z.array(text).min(1).optional(),
    href: href.optional(),
    linkLabel: text.optional(),
  })
  .meta({ id: "Card" })

export const stat = z.strictObject({ value: text, label: text, description: paragraph.optional() }).meta({ id: "Stat" })

export const step = z
  .strictObject({
    title: text,
    duration: text.optional(),
    description: paragraph,
    activities: z.array(text).min(1).optional(),
    deliverables: z.array(text).min(1).optional(),
  })
  .meta({ id: "Step" })

export const chipGroup = z.strictObject({ title: text, items: z.array(text).min(1) }).meta({ id: "ChipGroup" })

export const hero = z
  .strictObject({
    badge: text.optional(),
    heading: text,
    lead: paragraph,
    actions: z.array(action).min(1).optional(),
  })
  .meta({ id: "Hero" })

export const cta = z
  .strictObject({ heading: text, text: paragraph, actions: z.array(action).min(1) })
  .meta({ id: "CallToAction" })

/**
 * Bands: the titled sections a generic page lists under `sections:` (with a `type`, see page.ts) and
 * a typed page (ERP, e-commerce, support) names as fields. One schema per shape, so both kinds of
 * page have the same fields and the same GraphQL type, rendered by the same component.
 */
const heading = text
const intro = paragraph.optional()

/** Key figures on a dark band. */
export const statsBand = z.strictObject({ heading, intro, stats: z.array(stat).min(1) }).meta({ id: "StatsSection" })

export const cardsBand = z
  .strictObject({
    heading,
    intro,
    /** The section's id, so a link such as "/services#erp-sistemleri" lands on it. */
    anchor: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'küçük harf a-z, rakam ve kısa çizgiden oluşan bir ad, örneğin "erp-sistemleri"')
      .optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    cards: z.array(card).min(1),
  })
  .meta({ id: "CardsSection" })

export const stepsBand = z.strictObject({ heading, intro, steps: z.array(step).min(1) }).meta({ id: "StepsSection" })

export const chipsBand = z.strictObject({ heading, intro, groups: z.array(chipGroup).min(1) }).meta({ id: "ChipsSection" })

/** The CMS shows it as "Açıklama: <message>", upper-cased by Decap, so it reads as a whole phrase. */
const descriptionLength = "50 ile 180 karakter arasında bir açıklama"

/** Fields every page file carries: where it lives and what search engines and tabs show. */
export const pageBase = {
  slug: z
    .string()
    .regex(
      /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
      '"/erp/muhasebe-sistemi" gibi bir adres (küçük harf a-z, rakam ve kısa çizgi; Türkçe harf olmadan)',
    ),
  /** The topic; the document title becomes "<title> - <brand>". */
  title: text,
  description: z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
  keywords: z.array(text).min(1).optional(),
}
