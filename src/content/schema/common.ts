import { z } from "zod"
import iconNodes from "lucide-static/icon-nodes.json"
import { contactTargets } from "../contact-targets"
import { field } from "./meta"

/**
 * Building blocks shared by every content type. The `id` in `.meta()` names the GraphQL type the
 * schema generator (../to-graphql.ts) emits, so a block used in several files is one GraphQL type.
 * Each field carries the Turkish label and hint editors see (`field`, see meta.ts).
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

/**
 * Where a link may point: a page of this site, a phone, an e-mail address or a secure web address.
 * Labelled for the plain links (cards, menus); a button's link and a menu's overview say more.
 */
export const href = field(
  z
    .string()
    .regex(
      /^(\/[^\s]*|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/,
      'sitenin "/" ile başlayan bir adresi ya da tel:, mailto: veya https:// ile başlayan bir adres',
    ),
  "Bağlantı",
  "Sitenin bir sayfası (“/” ile başlar, örneğin /contact) ya da tel:, mailto: veya https:// ile başlayan bir adres.",
)

export { contactTargets, type ContactTarget } from "../contact-targets"

/** Every Lucide icon name, so editors (CMS, VS Code) pick from the list instead of guessing. */
export const iconNames = Object.keys(iconNodes).sort() as [string, ...string[]]

// Labelled here, not where used: a labelled copy would lose the id and repeat the long list of names.
export const iconName = z
  .enum(iconNames, { message: 'Lucide simgelerinden birinin adı, örneğin "chef-hat" (tüm liste: https://lucide.dev/icons)' })
  .meta({ id: "IconName", label: "Simge", hint: "Lucide simge adı; listede yazarak arayın (https://lucide.dev/icons)." })

/** A block's title and heading, and the optional text under a heading. */
export const title = field(text, "Başlık")
export const heading = field(text, "Başlık")
export const intro = field(paragraph, "Giriş metni", "Başlığın altında görünen kısa açıklama (isteğe bağlı).").optional()
export const description = field(paragraph, "Açıklama")

export const action = exactlyOneOf(
  {
    label: field(text, "Düğme metni"),
    /** A page or address; leave out when `contact` is given. */
    href: field(
      href,
      "Bağlantı",
      "Sitenin bir sayfası (“/” ile başlar, örneğin /contact) ya da https:// adresi. Telefon ve e-posta düğmelerinde bunun yerine “İletişim kaydı”nı seçin; ikisinden yalnızca biri yazılır.",
    ).optional(),
    /** A contact entry of data/site.yaml, resolved when the page renders. */
    contact: field(
      z
        .enum(contactTargets)
        .meta({
          id: "ContactTarget",
          options: {
            phone: "Merkez telefon",
            salesPhone: "Satış telefonu",
            supportPhone: "Destek telefonu",
            whatsapp: "WhatsApp (genel)",
            salesWhatsapp: "WhatsApp (satış)",
            supportWhatsapp: "WhatsApp (destek)",
            email: "Genel e-posta",
            salesEmail: "Satış e-postası",
            supportEmail: "Destek e-postası",
            demoEmail: "Demo e-postası",
            kvkkEmail: "KVKK e-postası",
          },
        })
        .optional(),
      "İletişim kaydı",
      "Arama, WhatsApp veya e-posta düğmesi: numara ya da adres data/site.yaml’dan okunur. “Bağlantı” ile birlikte kullanılmaz.",
    ),
    variant: field(
      z.enum(["primary", "secondary"]).meta({ options: { primary: "Birincil (dolu)", secondary: "İkincil (çerçeveli)" } }),
      "Görünüm",
    ).optional(),
  },
  ["href", "contact"],
  "bağlantı (`href`) ya da iletişim hedefi (`contact`) alanlarından yalnızca biri",
).meta({ id: "Action", item: "Düğme" })

export const actions = field(z.array(action).min(1), "Düğmeler")

/** Lists of short texts, each item named for the CMS's "add" button. */
export const bullets = field(z.array(text).min(1).meta({ item: "Madde" }), "Maddeler")
export const tags = field(z.array(text).min(1).meta({ item: "Etiket" }), "Etiketler")

export const card = z
  .strictObject({
    icon: iconName.optional(),
    /** A headline figure such as "%70" shown above the title. */
    value: field(text, "Öne çıkan rakam", "Başlığın üstünde büyük yazılır, örneğin “%70”.").optional(),
    title,
    description,
    bullets: bullets.optional(),
    tags: tags.optional(),
    href: href.optional(),
    linkLabel: field(
      text,
      "Bağlantı metni",
      "Kartın bağlantısında görünen metin; boş bırakılırsa “Ayrıntılar” yazar.",
    ).optional(),
  })
  .meta({ id: "Card", item: "Kart" })

export const stat = z
  .strictObject({
    value: field(text, "Rakam", "Örneğin “%60” veya “500+”."),
    label: field(text, "Rakamın anlamı"),
    description: description.optional(),
  })
  .meta({ id: "Stat", item: "Rakam" })

export const step = z
  .strictObject({
    title,
    duration: field(text, "Süre", "Örneğin “2-3 hafta”.").optional(),
    description,
    activities: field(z.array(text).min(1).meta({ item: "Faaliyet" }), "Faaliyetler").optional(),
    deliverables: field(z.array(text).min(1).meta({ item: "Çıktı" }), "Çıktılar").optional(),
  })
  .meta({ id: "Step", item: "Adım" })

export const chipGroup = z
  .strictObject({ title: field(text, "Grup başlığı"), items: field(z.array(text).min(1).meta({ item: "Öğe" }), "Öğeler") })
  .meta({ id: "ChipGroup", item: "Grup" })

/** The paragraph under a block's heading (a call to action's text). */
export const blockText = field(paragraph, "Metin")

export const hero = z
  .strictObject({
    badge: field(text, "Üst etiket", "Başlığın üstündeki kısa vurgu, örneğin “Ücretsiz Demo”.").optional(),
    heading,
    lead: field(paragraph, "Giriş paragrafı"),
    actions: actions.optional(),
  })
  // Labelled where defined: a typed page's `hero` is this block everywhere, and a labelled copy would lose the id.
  .meta({ id: "Hero", label: "Giriş bölümü", hint: "Sayfanın en üstündeki başlık, açıklama ve düğmeler." })

export const cta = z.strictObject({ heading, text: blockText, actions }).meta({
  id: "CallToAction",
  label: "Kapanış kutusu",
  hint: "Sayfanın sonundaki, ziyaretçiyi harekete geçiren başlık, metin ve düğmeler.",
})

/**
 * Bands: the titled sections a generic page lists under `sections:` (with a `type`, see page.ts) and
 * a typed page (ERP, e-commerce, support) names as fields. One schema per shape, so both kinds of
 * page have the same fields and the same GraphQL type, rendered by the same component.
 */
/** Key figures on a dark band. */
export const statsBand = z
  .strictObject({ heading, intro, stats: field(z.array(stat).min(1), "Rakamlar") })
  .meta({ id: "StatsSection" })

export const cardsBand = z
  .strictObject({
    heading,
    intro,
    /** The section's id, so a link such as "/services#erp-sistemleri" lands on it. */
    anchor: field(
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'küçük harf a-z, rakam ve kısa çizgiden oluşan bir ad, örneğin "erp-sistemleri"'),
      "Bölüm kimliği",
      "Bağlantıların bu bölüme gitmesi için kısa ad, örneğin “erp-sistemleri”; /services#erp-sistemleri gibi kullanılır.",
    ).optional(),
    columns: field(
      z.union([z.literal(2), z.literal(3), z.literal(4)]),
      "Sütun sayısı",
      "Geniş ekranda yan yana kart sayısı: 2, 3 veya 4. Boş bırakılırsa kart sayısına göre seçilir.",
    ).optional(),
    cards: field(z.array(card).min(1), "Kartlar"),
  })
  .meta({ id: "CardsSection" })

export const stepsBand = z
  .strictObject({ heading, intro, steps: field(z.array(step).min(1), "Adımlar") })
  .meta({ id: "StepsSection" })

export const chipsBand = z
  .strictObject({ heading, intro, groups: field(z.array(chipGroup).min(1), "Gruplar") })
  .meta({ id: "ChipsSection" })

/** The CMS shows it as "Açıklama: <message>", upper-cased by Decap, so it reads as a whole phrase. */
const descriptionLength = "50 ile 180 karakter arasında bir açıklama"

/** Fields every page file carries: where it lives and what search engines and tabs show. */
export const pageBase = {
  slug: field(
    z
      .string()
      .regex(
        /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
        '"/erp/muhasebe-sistemi" gibi bir adres (küçük harf a-z, rakam ve kısa çizgi; Türkçe harf olmadan)',
      ),
    "Adres",
    "Sayfanın adresi, örneğin /erp/muhasebe-sistemi. Küçük harf, rakam ve kısa çizgi kullanın; Türkçe harf ve boşluk kullanmayın. Yeni sayfada başlıktan önerilir; değiştirebilirsiniz.",
  ),
  /** The topic; the document title becomes "<title> - <brand>". */
  title: field(text, "Sayfa başlığı", "Sayfanın konusu. Tarayıcı sekmesinde “<başlık> - <marka>” olarak görünür."),
  description: field(
    z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
    "Açıklama",
    "Arama sonuçlarında ve paylaşımlarda görünen özet: 50 ile 180 karakter arası.",
  ),
  keywords: field(
    z.array(text).min(1).meta({ item: "Anahtar kelime" }),
    "Anahtar kelimeler",
    "Sayfanın konusunu anlatan arama ifadeleri, her satıra bir ifade.",
  ).optional(),
}
