import { z } from "zod"
import { href, paragraph, tags, text } from "../../content/schema/common"
import { imageField } from "../../content/schema/image"
import { field } from "../../content/schema/meta"

/**
 * An article (data/articles/*.md): YAML front matter checked by this schema, and a Markdown body
 * (`body`, see ../markdown-file.ts). Its page is /blog/<slug>; the listing pages of
 * ../articles.ts group articles by category.
 */

/** The categories, each with its address part under /blog/kategori/ and its Turkish names. */
export const articleCategories = {
  rehber: {
    label: "Rehber",
    plural: "Rehberler",
    description: "e-Fatura, stok sayımı, bordro ve günlük iş akışları için adım adım, uygulamadan çıkmış rehberler.",
  },
  "basari-hikayesi": {
    label: "Başarı hikâyesi",
    plural: "Başarı hikâyeleri",
    description:
      "Müşterilerimizin sorunu nasıl çözdüğü; rakamları proje ekibimiz işletmenin kayıtlarından ölçer, adlar değiştirilir, yayın işletmenin yazılı onayıyladır.",
  },
  haber: {
    label: "Haber",
    plural: "Haberler",
    description: "Yeni sürümler, etkinlikler ve şirketimizden duyurular.",
  },
} as const

export type ArticleCategory = keyof typeof articleCategories
export const categoryIds = Object.keys(articleCategories) as [ArticleCategory, ...ArticleCategory[]]

/** A category, chosen in the CMS by its Turkish name. */
export const categoryChoice = () =>
  z.enum(categoryIds).meta({ options: Object.fromEntries(categoryIds.map((id) => [id, articleCategories[id].label])) })

/** The sectors an article can be about, each with the solution page that serves it. */
export const articleSectors = {
  restoran: { label: "Restoran ve kafe", page: "/erp/restaurant-ve-adisyon-sistemi" },
  perakende: { label: "Perakende", page: "/erp/perakende-ve-barkod-sistemi" },
  toptan: { label: "Toptan ticaret", page: "/erp/toptan-yonetimi" },
  uretim: { label: "Üretim", page: "/erp/uretim-ve-mrp-sistemi" },
  dagitim: { label: "Depo ve dağıtım", page: "/erp/depo-ve-plasiyer-yonetimi" },
  eticaret: { label: "E-ticaret", page: "/ecommerce/b2c-sistemler" },
  hizmet: { label: "Hizmet işletmeleri", page: "/erp/on-muhasebe-sistemleri" },
} as const

export type ArticleSector = keyof typeof articleSectors
export const sectorIds = Object.keys(articleSectors) as [ArticleSector, ...ArticleSector[]]
const sectorNames = Object.fromEntries(sectorIds.map((id) => [id, articleSectors[id].label]))

/** A point in time with its zone ("2026-09-14T10:00:00+03:00"), or a day ("2026-09-14", read as 00:00 in Türkiye). */
export const dateTime = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
    '"2026-09-14" ya da saat diliminiyle "2026-09-14T10:00:00+03:00" biçiminde bir tarih',
  )
  .meta({ datetime: true })

const titleLength = "10 ile 90 karakter arasında bir başlık"
const descriptionLength = "50 ile 180 karakter arasında bir açıklama"
const bodyLength = "en az 300 karakterlik bir yazı metni"

/** A short key: lower-case ASCII letters, digits and hyphens. */
const key = (example: string) =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `küçük harf (a-z), rakam ve kısa çizgiden oluşan bir ad, örneğin "${example}"`)

export const customerStory = z
  .strictObject({
    /** The business, obviously fictional; the page says so. */
    name: field(
      text,
      "İşletmenin adı",
      "İşletmenin değiştirilmiş adı; sayfada adların işletmenin isteğiyle değiştirildiği belirtilir.",
    ),
    challenge: field(paragraph, "Sorun", "İşletmenin çözüm öncesinde yaşadığı sorun, bir iki cümleyle."),
    solution: field(paragraph, "Çözüm", "Kurulan çözüm ve nasıl uygulandığı, bir iki cümleyle."),
    /** The solution pages the business uses; the story is also shown on each of them. */
    solutions: field(
      z
        .array(href.meta({ ref: "solutionPage" }))
        .min(1)
        .meta({ item: "Çözüm sayfası" }),
      "Kullanılan çözümler",
      "İşletmenin kullandığı çözüm sayfalarını listeden seçin; hikâye bu sayfalarda da gösterilir.",
    ),
    results: field(
      z
        .array(
          z
            .strictObject({
              value: field(text, "Rakam", "Örneğin %40 ya da 5 dk."),
              label: field(text, "Açıklama", "Örneğin daha az sipariş hatası."),
            })
            .meta({ id: "StoryResult", item: "Sonuç" }),
        )
        .min(1)
        .max(4),
      "Sonuçlar",
      "Ölçülen sonuçlar; sitedeki rakamlarla çelişmemelidir.",
    ),
    logo: field(imageField("logo").optional(), "Logo", "İşletmenin logosu; en az 320 piksel genişliğinde."),
    /** Photos of the work at the business, shown after the story's facts. */
    photos: field(
      z.array(imageField("photo")).max(4),
      "Fotoğraflar",
      "İşletmedeki çalışmayı gösteren en çok dört fotoğraf.",
    ).optional(),
  })
  .meta({ id: "CustomerStory" })

export const articleSchema = z
  .strictObject({
    title: field(
      z.string().trim().min(10, titleLength).max(90, titleLength),
      "Başlık",
      "Yazının başlığı: 10 ile 90 karakter arası, cümle düzeninde (yalnızca ilk kelime ve özel adlar büyük harfle).",
    ),
    description: field(
      z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
      "Açıklama",
      "Listelerde, arama sonuçlarında ve paylaşımlarda görünen özet: 50 ile 180 karakter arası.",
    ),
    /** The page's address is /blog/<slug>. */
    slug: field(
      key("e-faturaya-gecis-rehberi"),
      "Adres",
      "Yazının adresi /blog/<adres> olur, örneğin e-faturaya-gecis-rehberi. Küçük harf, rakam ve kısa çizgi kullanın; Türkçe harf ve boşluk kullanmayın. Yeni yazıda başlıktan önerilir; değiştirebilirsiniz.",
    ),
    date: field(dateTime, "Yayın tarihi", "Yazının yayımlandığı gün ve saat; listeler en yeni yazıdan başlar."),
    updated: field(
      dateTime,
      "Güncelleme tarihi",
      "Yazıyı sonradan önemli ölçüde güncellediyseniz; sayfada ve akışlarda görünür.",
    ).optional(),
    category: field(categoryChoice(), "Tür", "Rehber, başarı hikâyesi ya da haber; yazı bu türün sayfasında da listelenir."),
    tags: field(
      tags.max(6),
      "Etiketler",
      "Yazının konuları, örneğin e-Fatura, stok sayımı. İlgili yazılar ortak etiketlerden bulunur.",
    ),
    /** An `id` of data/blog.yaml's `authors`. */
    author: field(
      key("selin-aksoy").meta({ ref: "author" }),
      "Yazar",
      "Listeden seçin; yeni bir yazarı önce Genel ayarlar → Blog dosyasına ekleyin.",
    ),
    sector: field(
      z.enum(sectorIds).meta({ options: sectorNames }),
      "Sektör",
      "Yazının ilgilendiği sektör; başarı hikâyesinde zorunludur.",
    ).optional(),
    /** A subject of the contact form (its `value`) that the article's call to action preselects. */
    subject: field(
      key("erp").meta({ ref: "contactSubject" }),
      "İletişim formu konusu",
      "Yazının altındaki düğme iletişim formunu bu konu seçili açar (örneğin ERP Sistemleri). Boş bırakılırsa düğme demo formunu açar.",
    ).optional(),
    /** Shown at the top of the page and drawn into the article's share card. */
    cover: field(imageField("cover").optional(), "Kapak görseli", "Yazının başında ve paylaşım kartında görünen görsel."),
    customer: field(
      customerStory.optional(),
      "Müşteri",
      "Yalnızca başarı hikâyesinde: müşteri işletmenin (değiştirilmiş) adı, sorunu, çözümü ve sonuçları.",
    ),
    body: field(
      z.string().trim().min(300, bodyLength).meta({ markdown: true }),
      "Yazı metni",
      "Metin Markdown olarak açılır: ara başlıklar ## ile başlar (# yazının başlığına ayrılmıştır). Görsel düzenleyiciye geçerseniz ara başlıkları araç çubuğundaki H2 ve H3 düğmeleriyle verin. Bağlantılar da derlemede denetlenir.",
    ),
  })
  .superRefine((article, context) => {
    const story = article.category === "basari-hikayesi"
    if (story && !article.customer)
      context.addIssue({
        code: "custom",
        path: ["customer"],
        input: article,
        message: "başarı hikâyesinde müşteri bilgileri (customer: ad, sorun, çözüm, kullanılan çözümler, sonuçlar)",
      })
    if (!story && article.customer)
      context.addIssue({
        code: "custom",
        path: ["customer"],
        input: article,
        message: "müşteri bilgileri yalnızca başarı hikâyesinde (category: basari-hikayesi) yazılır",
      })
    if (story && !article.sector)
      context.addIssue({
        code: "custom",
        path: ["sector"],
        input: article,
        message: "başarı hikâyesinde müşterinin sektörü (sector)",
      })
  })

export type Article = z.infer<typeof articleSchema>
