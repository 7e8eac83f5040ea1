import { z } from "zod"
import { cardsBand, cta, hero, iconName, pageBase, paragraph, statsBand, text } from "./common"

const priorityLevel = z
  .strictObject({
    level: text,
    tone: z.enum(["critical", "high", "medium", "low"]),
    response: text,
    resolution: text,
    description: paragraph,
    examples: z.array(text).min(1),
  })
  .meta({ id: "SupportLevel" })

const channel = z
  .strictObject({
    icon: iconName,
    title: text,
    description: paragraph,
    contact: text.optional(),
    availability: text,
    responseTime: text,
  })
  .meta({ id: "SupportChannel" })

const channelSection = z
  .strictObject({ heading: text, intro: paragraph.optional(), channels: z.array(channel).min(1) })
  .meta({ id: "SupportChannelSection" })

const supportPackage = z
  .strictObject({
    /** Short key used in the contact form link: /contact?konu=<id>. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'küçük harf, rakam ve kısa çizgiden oluşan kısa bir anahtar, örneğin "standart"'),
    name: text,
    /** Monthly price in Turkish lira; 0 shows as free. */
    price: z.number().int().min(0),
    period: text.optional(),
    highlight: text.optional(),
    description: paragraph,
    features: z.array(text).min(1),
  })
  .meta({ id: "SupportPackage" })

/** One support page (data/support/*.yaml); optional sections render when present. */
export const supportSchema = z.strictObject({
  ...pageBase,
  hero,
  stats: statsBand.optional(),
  priorityLevels: z
    .strictObject({ heading: text, intro: paragraph.optional(), levels: z.array(priorityLevel).min(1) })
    .meta({ id: "SupportLevelSection" })
    .optional(),
  channels: channelSection.optional(),
  /** Services are listed like channels: what, when and how fast. */
  services: channelSection.optional(),
  packages: z
    .strictObject({ heading: text, intro: paragraph.optional(), packages: z.array(supportPackage).min(1) })
    .meta({ id: "SupportPackageSection" })
    .optional(),
  offerings: cardsBand.optional(),
  benefits: cardsBand.optional(),
  cta,
})
