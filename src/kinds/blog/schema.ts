import { z } from "zod"
import { heading, paragraph, text } from "../../content/schema/common"
import { categoryChoice, categoryIds } from "../articles/schema"
import { field } from "../../content/schema/meta"

/** data/blog.yaml: the blog's own texts and the authors articles name. */
export const blogSchema = z
  .strictObject({
    /** /blog's heading and the text under it. */
    heading: field(text, "Blog sayfasının başlığı"),
    intro: field(paragraph, "Blog sayfasının giriş metni"),
    /** /blog's description for search results and shares (50-180 characters). */
    description: field(
      z
        .string()
        .trim()
        .min(50, "50 ile 180 karakter arasında bir açıklama")
        .max(180, "50 ile 180 karakter arasında bir açıklama")
        .meta({ multiline: true }),
      "Blog sayfasının açıklaması",
      "Arama sonuçlarında ve paylaşımlarda görünen özet: 50 ile 180 karakter arası.",
    ),
    /** The call to action under an article, by its category; its button opens the demo or contact form. */
    calls: field(
      z
        .array(
          z
            .strictObject({ category: field(categoryChoice(), "Yazı türü"), heading, text: field(paragraph, "Metin") })
            .meta({ id: "ArticleCall", item: "Çağrı" }),
        )
        .min(1),
      "Yazıların altındaki çağrılar",
      "Her yazı türü için bir başlık ve metin.",
    ),
    /** The button's words when it opens the demo form, and when it opens the contact form with a subject. */
    demoLabel: field(text, "Demo düğmesinin metni"),
    contactLabel: field(text, "İletişim düğmesinin metni"),
    /** The band of customer stories on the home page and on the solution pages they used. */
    stories: z.strictObject({ heading, intro: field(paragraph, "Giriş metni").optional() }).meta({
      id: "StoriesBand",
      label: "Başarı hikâyeleri bandı",
      hint: "Ana sayfada ve çözüm sayfalarında müşteri hikâyelerini gösteren bölüm.",
    }),
    authors: field(
      z
        .array(
          z
            .strictObject({
              /** What an article's `author` writes. */
              id: field(
                z
                  .string()
                  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'küçük harf, rakam ve kısa çizgiden oluşan bir ad, örneğin "selin-aksoy"'),
                "Kısa ad",
                "Yazıların yazar alanına yazılan ad, örneğin selin-aksoy.",
              ),
              name: field(text, "Ad soyad"),
              role: field(text, "Görevi"),
            })
            .meta({ id: "Author", item: "Yazar" }),
        )
        .min(1),
      "Yazarlar",
    ),
  })
  .superRefine((blog, context) => {
    for (const category of categoryIds)
      if (!blog.calls.some((call) => call.category === category))
        context.addIssue({
          code: "custom",
          path: ["calls"],
          input: blog,
          message: `her yazı türü için bir çağrı metni; "${category}" türünün metni yok`,
        })
  })

export type BlogSettings = z.infer<typeof blogSchema>
