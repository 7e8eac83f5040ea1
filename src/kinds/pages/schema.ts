import { z } from "zod"
import {
  actions,
  blockText,
  bullets,
  cardsBand,
  chipsBand,
  description,
  exactlyOneOf,
  heading,
  hero,
  iconName,
  intro,
  pageBase,
  paragraph,
  statsBand,
  stepsBand,
  text,
  title,
} from "../../content/schema/common"
import { blockConditions } from "../../content/conditions"
import { imageField } from "../../content/schema/image"
import { field } from "../../content/schema/meta"
import { claimKey, emailKey, lineKey } from "../../content/schema/site"

/**
 * A generic page (data/pages/*.yaml) is an ordered list of typed sections. Each `type` maps to one
 * section component (src/components/sections) and one GraphQL type; each section type keeps its
 * list field's own name (cards, stats, steps ...) so the union's fragments never conflict. `label`
 * names the type in the CMS's "add section" menu.
 */
const section = <T extends string, S extends z.ZodRawShape>(type: T, id: string, label: string, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape }).meta({ id, label })

/**
 * A band that typed pages use as a named field (common.ts): the same fields under the same id, so
 * GraphQL has one type for both (to-graphql.ts leaves the `type` key out of a union's members).
 */
const band = <T extends string, S extends z.ZodRawShape>(type: T, label: string, schema: z.ZodObject<S, z.core.$strict>) => {
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id
  if (!id) throw new Error(`The ${type} band has no .meta({ id })`)
  return section(type, id, label, schema.shape)
}

export const pageSections = [
  section("hero", "HeroSection", "Giriş", {
    ...hero.shape,
    /** The side panel of the home page: demo and expert contact with feature bullets. */
    panel: field(
      z
        .strictObject({ heading, text: field(paragraph, "Metin"), bullets, actions })
        .meta({ id: "HeroPanel" })
        .optional(),
      "Yan panel",
      "Giriş bölümünün yanındaki demo ve uzmana ulaşma kutusu (ana sayfada).",
    ),
  }),
  section("claims", "ClaimsSection", "Şirket rakamları", {
    heading,
    intro,
    /** Keys of `claims` in data/site.yaml; the figures are read from there. */
    claims: field(
      z.array(claimKey).min(1).meta({ item: "Rakam" }),
      "Şirket rakamları",
      "Gösterilecek rakamlar; değerleri “Şirket ve iletişim bilgileri”nden okunur.",
    ),
  }),
  band("stats", "Rakamlar", statsBand),
  band("cards", "Kartlar", cardsBand),
  band("steps", "Adımlar", stepsBand),
  band("chips", "Etiket grupları", chipsBand),
  section("sectors", "SectorsSection", "Sektör etiketleri", {
    heading,
    intro,
    sectors: field(
      z
        .array(z.strictObject({ icon: iconName, label: field(text, "Sektör adı") }).meta({ id: "SectorTag", item: "Sektör" }))
        .min(1),
      "Sektörler",
    ),
  }),
  section("prose", "ProseSection", "Metin", {
    heading,
    intro,
    blocks: field(
      z
        .array(
          exactlyOneOf(
            {
              subheading: field(text, "Ara başlık").optional(),
              text: field(paragraph, "Paragraf").optional(),
              list: field(z.array(text).min(1).meta({ item: "Madde" }), "Madde listesi").optional(),
              /** Shown only in one of the forms' delivery modes of data/site.yaml (`formsSend`, `formService`, `formEndpoint`, `formsOff`). */
              when: field(
                z.enum(blockConditions).meta({
                  options: {
                    formsSend: "Formlar gönderirken (kendi hizmetimiz ya da dış adres)",
                    formService: "Formlar sitenin kendi talep hizmetine gönderirken",
                    formEndpoint: "Formlar dış bir adrese gönderirken",
                    formsOff: "Formlar göndermezken",
                  },
                }),
                "Ne zaman gösterilsin",
                "Boş bırakılırsa her zaman görünür; form gönderim adresine bağlı metinler için (örneğin KVKK metninde form hizmeti).",
              ).optional(),
            },
            ["subheading", "text", "list"],
            "ara başlık (`subheading`), metin (`text`) ya da liste (`list`) alanlarından yalnızca biri",
          ).meta({ id: "ProseBlock", item: "Blok" }),
        )
        .min(1),
      "Metin blokları",
      "Her blok bir ara başlık, bir paragraf ya da bir madde listesidir; yalnızca birini doldurun.",
    ),
  }),
  /** A picture across the page's column (the office, the team, a product): a file of data/media/. */
  section("image", "ImageSection", "Resim", { heading: heading.optional(), intro, image: imageField("band") }),
  section("cta", "CtaSection", "Harekete geçirme kutusu", { heading, text: blockText, actions }),
  section("contactChannels", "ContactChannelsSection", "İletişim kanalları", {
    heading,
    intro,
    channels: field(
      z
        .array(
          z
            .strictObject({
              icon: iconName,
              title,
              description,
              /** Which line of data/site.yaml `phones` this channel calls. */
              phone: lineKey,
              /** Which line of data/site.yaml `whatsapp` (number and greeting) this channel writes to. */
              whatsapp: lineKey,
              /** Which address of data/site.yaml `emails` this channel shows, if any. */
              email: field(
                emailKey.optional(),
                "E-posta adresi",
                "“Şirket ve iletişim bilgileri”ndeki adreslerden biri (isteğe bağlı).",
              ),
            })
            .meta({
              id: "ContactChannel",
              item: "Kanal",
              // Both are the named choice ContactLine (meta.ts, `fields`).
              fields: {
                phone: { label: "Aranacak hat", hint: "“Şirket ve iletişim bilgileri”ndeki telefonlardan biri." },
                whatsapp: { label: "WhatsApp hattı", hint: "“Şirket ve iletişim bilgileri”ndeki WhatsApp hatlarından biri." },
              },
            }),
        )
        .min(1),
      "Kanallar",
    ),
  }),
  section("contactForm", "ContactFormSection", "İletişim formu", {
    heading,
    intro,
    /** Subject choices; `value` is what ?konu=<value> in a link preselects. */
    subjects: field(
      z
        .array(
          z
            .strictObject({
              value: field(
                z
                  .string()
                  .regex(/^[a-z0-9-]+$/, 'küçük harf, rakam ve kısa çizgiden oluşan kısa bir anahtar, örneğin "genel-bilgi"'),
                "Anahtar",
                "Bir bağlantıda ?konu=<anahtar> bu konuyu seçili getirir; küçük harf, rakam ve kısa çizgi, örneğin “genel-bilgi”.",
              ),
              label: field(text, "Görünen ad"),
            })
            .meta({ id: "FormOption", item: "Seçenek" }),
        )
        .min(1),
      "Konu seçenekleri",
      "İletişim formundaki “Konu” listesi.",
    ),
  }),
  section("office", "OfficeSection", "Ofis bilgileri", { heading, intro }),
  section("social", "SocialSection", "Sosyal medya", { heading, intro }),
  section("demoForm", "DemoFormSection", "Demo talep formu", { heading, intro }),
  /**
   * The site search (/ara): the form, the results, the states and the index of every page, from
   * src/content/search.ts and src/browser/search.ts.
   */
  section("search", "SearchSection", "Site içi arama", {
    heading,
    intro,
    label: field(text, "Arama kutusunun etiketi", "Arama kutusunun üstünde görünür, örneğin “Aradığınız kelimeyi yazın”."),
    hint: field(
      paragraph,
      "Arama öncesi metni",
      "Ziyaretçi henüz bir şey yazmadığında görünür; altında menülerin bağlantıları yer alır.",
    ),
    noResults: field(
      paragraph,
      "Sonuç yok metni",
      "Arama bir şey bulamadığında görünür; altında menülerin bağlantıları yer alır.",
    ),
    directory: field(text, "Sayfa listesinin başlığı", "Sitedeki bütün sayfaların bölüm bölüm listelendiği kısmın başlığı."),
  }),
] as const

export const pageSchema = z.strictObject({
  ...pageBase,
  sections: field(
    z.array(z.discriminatedUnion("type", [...pageSections]).meta({ id: "PageSection", item: "Bölüm" })).min(1),
    "Bölümler",
    "Sayfa bu bölümlerden yukarıdan aşağıya oluşur; sürükleyerek sıralayın.",
  ),
})

export const sectionTypes = pageSections.map((s) => s.shape.type.value)
