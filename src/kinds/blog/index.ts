import { blogSchema } from "./schema"
import type { ContentType } from "../../content/kind"
import { optionOf, recordsOf } from "../../content/kind-helpers"

/** data/blog.yaml: the blog's introduction and its authors, whom articles and events name. */
export const blog = {
  typeName: "BlogYaml",
  file: "blog.yaml",
  schema: blogSchema,
  cms: { label: "Blog: giriş metni ve yazarlar" },
  // A site without articles needs no blog settings; articles do (src/content/rules/article-blog.ts says so).
  optional: true,
  offers: (data) => ({
    author: recordsOf(data.authors).flatMap((author) =>
      optionOf(author, "name", "id").map((option) => ({
        ...option,
        label: typeof author.role === "string" ? `${option.label}, ${author.role}` : option.label,
      })),
    ),
  }),
  rules: [],
} as const satisfies ContentType
