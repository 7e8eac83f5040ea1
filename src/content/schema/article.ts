import { z } from "zod"
import { href, paragraph, text } from "./common"
import { imageField } from "./image"

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
    description: "İşletmelerin yazılımlarımızla hangi sorunu nasıl çözdüğünü ve ölçtükleri sonuçları anlatan yazılar.",
  },
  haber: {
    label: "Haber",
    plural: "Haberler",
    description: "Yeni sürümler, etkinlikler ve şirketimizden duyurular.",
  },
} as const

export type ArticleCategory = keyof typeof articleCategories
export const categoryIds = Object.keys(articleCategories) as [ArticleCategory, ...ArticleCategory[]]

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
    name: text,
    challenge: paragraph,
    solution: paragraph,
    /** The solution pages the business uses; the story is also shown on each of them. */
    solutions: z.array(href.meta({ ref: "solutionPage" })).min(1),
    results: z
      .array(z.strictObject({ value: text, label: text }).meta({ id: "StoryResult" }))
      .min(1)
      .max(4),
    logo: imageField("logo").optional(),
    /** Photos of the work at the business, shown after the story's facts. */
    photos: z.array(imageField("photo")).max(4).optional(),
  })
  .meta({ id: "CustomerStory" })

export const articleSchema = z
  .strictObject({
    title: z.string().trim().min(10, titleLength).max(90, titleLength),
    description: z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
    /** The page's address is /blog/<slug>. */
    slug: key("e-faturaya-gecis-rehberi"),
    date: dateTime,
    updated: dateTime.optional(),
    category: z.enum(categoryIds),
    tags: z.array(text).min(1).max(6),
    /** An `id` of data/blog.yaml's `authors`. */
    author: key("selin-aksoy").meta({ ref: "author" }),
    sector: z.enum(sectorIds).optional(),
    /** A subject of the contact form (its `value`) that the article's call to action preselects. */
    subject: key("erp").meta({ ref: "contactSubject" }).optional(),
    /** Shown at the top of the page and drawn into the article's share card. */
    cover: imageField("cover").optional(),
    customer: customerStory.optional(),
    body: z.string().trim().min(300, bodyLength).meta({ markdown: true }),
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
