import { z } from "zod"
import {
  cardsBand,
  cta,
  description,
  heading,
  hero,
  iconName,
  intro,
  pageBase,
  statsBand,
  text,
  title,
} from "../../content/schema/common"
import { field } from "../../content/schema/meta"

const priorityLevel = z
  .strictObject({
    level: field(text, "Seviye adı"),
    tone: field(
      z
        .enum(["critical", "high", "medium", "low"])
        .meta({ options: { critical: "Kritik", high: "Yüksek", medium: "Orta", low: "Düşük" } }),
      "Renk",
      "Seviyenin önemini gösteren renk.",
    ),
    response: field(text, "Yanıt süresi"),
    resolution: field(text, "Çözüm süresi"),
    description,
    examples: field(z.array(text).min(1).meta({ item: "Örnek" }), "Örnek durumlar"),
  })
  .meta({ id: "SupportLevel", item: "Seviye" })

const channel = z
  .strictObject({
    icon: iconName,
    title,
    description,
    contact: field(
      text,
      "İletişim bilgisi",
      "Kanalın numarası veya adresi; {phone} gibi bir kısaltma da yazılabilir.",
    ).optional(),
    availability: field(text, "Hizmet saatleri"),
    responseTime: field(text, "Yanıt süresi"),
  })
  .meta({ id: "SupportChannel", item: "Kanal" })

const channelSection = z
  .strictObject({ heading, intro, channels: field(z.array(channel).min(1), "Kanallar") })
  .meta({ id: "SupportChannelSection" })

const supportPackage = z
  .strictObject({
    /** Short key used in the contact form link: /contact?konu=<id>. */
    id: field(
      z.string().regex(/^[a-z0-9-]+$/, 'küçük harf, rakam ve kısa çizgiden oluşan kısa bir anahtar, örneğin "standart"'),
      "Paket anahtarı",
      "İletişim formunda bu paketi konu olarak seçili getiren kısa ad; küçük harf, rakam ve kısa çizgi, örneğin “standart”.",
    ),
    name: field(text, "Paket adı"),
    /** The package's price, read from the price list (data/fiyatlar) so that both pages show one figure. */
    price: field(
      z.string().regex(/^\{fiyat:[a-z0-9]+(-[a-z0-9]+)*\}$/, 'fiyat listesinden bir fiyat, örneğin "{fiyat:destek-standart}"'),
      "Fiyat",
      "Fiyat listesindeki (Fiyatlar) paketin kısaltması, örneğin {fiyat:destek-standart}; tutar yalnızca orada yazılır.",
    ),
    period: field(text, "Dönem", "Fiyatın yanındaki dönem, örneğin “/ay”.").optional(),
    highlight: field(text, "Vurgu etiketi", "Paketi öne çıkarır, örneğin “En popüler”.").optional(),
    description,
    features: field(z.array(text).min(1).meta({ item: "Özellik" }), "Paket içeriği"),
  })
  .meta({ id: "SupportPackage", item: "Paket" })

/** One support page (data/support/*.yaml); optional sections render when present. */
export const supportSchema = z.strictObject({
  ...pageBase,
  hero,
  stats: field(statsBand.optional(), "Sonuçlar ve rakamlar"),
  priorityLevels: field(
    z
      .strictObject({ heading, intro, levels: field(z.array(priorityLevel).min(1), "Seviyeler") })
      .meta({ id: "SupportLevelSection" })
      .optional(),
    "Öncelik seviyeleri",
  ),
  channels: field(channelSection.optional(), "Destek kanalları"),
  /** Services are listed like channels: what, when and how fast. */
  services: field(channelSection.optional(), "Destek hizmetleri"),
  packages: field(
    z
      .strictObject({ heading, intro, packages: field(z.array(supportPackage).min(1), "Paketler") })
      .meta({ id: "SupportPackageSection" })
      .optional(),
    "Destek paketleri",
  ),
  offerings: field(cardsBand.optional(), "Hizmetler"),
  benefits: field(cardsBand.optional(), "Faydalar"),
  cta,
})
