import { z } from "zod"
import {
  action,
  cardsBand,
  chipsBand,
  exactlyOneOf,
  hero,
  iconName,
  pageBase,
  paragraph,
  statsBand,
  stepsBand,
  text,
} from "./common"
import { blockConditions } from "../conditions"
import { imageField } from "./image"
import { claimKey, emailKey, lineKey } from "./site"

/**
 * A generic page (data/pages/*.yaml) is an ordered list of typed sections. Each `type` maps to one
 * section component (src/components/sections) and one GraphQL type; each section type keeps its
 * list field's own name (cards, stats, steps ...) so the union's fragments never conflict.
 */
const section = <T extends string, S extends z.ZodRawShape>(type: T, id: string, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape }).meta({ id })

/**
 * A band that typed pages use as a named field (common.ts): the same fields under the same id, so
 * GraphQL has one type for both (to-graphql.ts leaves the `type` key out of a union's members).
 */
const band = <T extends string, S extends z.ZodRawShape>(type: T, schema: z.ZodObject<S, z.core.$strict>) => {
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id
  if (!id) throw new Error(`The ${type} band has no .meta({ id })`)
  return section(type, id, schema.shape)
}

const heading = text
const intro = paragraph.optional()

export const pageSections = [
  section("hero", "HeroSection", {
    ...hero.shape,
    /** The side panel of the home page: demo and expert contact with feature bullets. */
    panel: z
      .strictObject({ heading: text, text: paragraph, bullets: z.array(text).min(1), actions: z.array(action).min(1) })
      .meta({ id: "HeroPanel" })
      .optional(),
  }),
  section("claims", "ClaimsSection", {
    heading,
    intro,
    /** Keys of `claims` in data/site.yaml; the figures are read from there. */
    claims: z.array(claimKey).min(1),
  }),
  band("stats", statsBand),
  band("cards", cardsBand),
  band("steps", stepsBand),
  band("chips", chipsBand),
  section("sectors", "SectorsSection", {
    heading,
    intro,
    sectors: z.array(z.strictObject({ icon: iconName, label: text }).meta({ id: "SectorTag" })).min(1),
  }),
  section("prose", "ProseSection", {
    heading,
    intro,
    blocks: z
      .array(
        exactlyOneOf(
          {
            subheading: text.optional(),
            text: paragraph.optional(),
            list: z.array(text).min(1).optional(),
            /** Shown only in one of the forms' delivery modes of data/site.yaml (`formsSend`, `formService`, `formEndpoint`, `formsOff`). */
            when: z.enum(blockConditions).optional(),
          },
          ["subheading", "text", "list"],
          "ara başlık (`subheading`), metin (`text`) ya da liste (`list`) alanlarından yalnızca biri",
        ).meta({ id: "ProseBlock" }),
      )
      .min(1),
  }),
  /** A picture across the page's column (the office, the team, a product): a file of data/media/. */
  section("image", "ImageSection", { heading: heading.optional(), intro, image: imageField("band") }),
  section("cta", "CtaSection", { heading, text: paragraph, actions: z.array(action).min(1) }),
  section("contactChannels", "ContactChannelsSection", {
    heading,
    intro,
    channels: z
      .array(
        z
          .strictObject({
            icon: iconName,
            title: text,
            description: paragraph,
            /** Which line of data/site.yaml `phones` this channel calls. */
            phone: lineKey,
            /** Which line of data/site.yaml `whatsapp` (number and greeting) this channel writes to. */
            whatsapp: lineKey,
            /** Which address of data/site.yaml `emails` this channel shows, if any. */
            email: emailKey.optional(),
          })
          .meta({ id: "ContactChannel" }),
      )
      .min(1),
  }),
  section("contactForm", "ContactFormSection", {
    heading,
    intro,
    /** Subject choices; `value` is what ?konu=<value> in a link preselects. */
    subjects: z
      .array(
        z
          .strictObject({
            value: z
              .string()
              .regex(/^[a-z0-9-]+$/, 'küçük harf, rakam ve kısa çizgiden oluşan kısa bir anahtar, örneğin "genel-bilgi"'),
            label: text,
          })
          .meta({ id: "FormOption" }),
      )
      .min(1),
  }),
  section("office", "OfficeSection", { heading, intro }),
  section("social", "SocialSection", { heading, intro }),
  section("demoForm", "DemoFormSection", { heading, intro }),
  /**
   * The site search (/ara): the form, the results, the states and the index of every page, from
   * src/content/search.ts and src/browser/search.ts.
   */
  section("search", "SearchSection", { heading, intro, label: text, hint: paragraph, noResults: paragraph, directory: text }),
] as const

export const pageSchema = z.strictObject({
  ...pageBase,
  sections: z.array(z.discriminatedUnion("type", [...pageSections]).meta({ id: "PageSection" })).min(1),
})

export const sectionTypes = pageSections.map((s) => s.shape.type.value)
