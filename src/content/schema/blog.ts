import { z } from "zod"
import { paragraph, text } from "./common"
import { categoryIds } from "./article"

/** data/blog.yaml: the blog's own texts and the authors articles name. */
export const blogSchema = z
  .strictObject({
    /** /blog's heading and the text under it. */
    heading: text,
    intro: paragraph,
    /** /blog's description for search results and shares (50-180 characters). */
    description: z
      .string()
      .trim()
      .min(50, "50 ile 180 karakter arasında bir açıklama")
      .max(180, "50 ile 180 karakter arasında bir açıklama")
      .meta({ multiline: true }),
    /** The call to action under an article, by its category; its button opens the demo or contact form. */
    calls: z
      .array(z.strictObject({ category: z.enum(categoryIds), heading: text, text: paragraph }).meta({ id: "ArticleCall" }))
      .min(1),
    /** The button's words when it opens the demo form, and when it opens the contact form with a subject. */
    demoLabel: text,
    contactLabel: text,
    /** The band of customer stories on the home page and on the solution pages they used. */
    stories: z.strictObject({ heading: text, intro: paragraph.optional() }).meta({ id: "StoriesBand" }),
    authors: z
      .array(
        z
          .strictObject({
            /** What an article's `author` writes. */
            id: z
              .string()
              .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'küçük harf, rakam ve kısa çizgiden oluşan bir ad, örneğin "selin-aksoy"'),
            name: text,
            role: text,
          })
          .meta({ id: "Author" }),
      )
      .min(1),
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
