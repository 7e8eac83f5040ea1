/**
 * The blocks the article editor's "+" menu offers, in Turkish (issue 47): Decap names its own "Image" and
 * "Code Block" in English whatever the locale. The picture block is Decap's own, relabelled: the same
 * Markdown pattern (`![alt](src "title")`), so files written before read the same.
 */

import type { CreateElement, EditorComponent, ImageBlock } from "./decap-types"

/** A Markdown picture: `![alt](src)` or `![alt](src "title")`, as Decap reads it. */
export const imagePattern = /^!\[([^\]]*)\]\((.*?)(\s"([^"]*)")?\)/

export const imageToMarkdown = ({ alt, image, title }: ImageBlock) =>
  `![${alt ?? ""}](${image ?? ""}${title ? ` "${title.replace(/"/g, '\\"')}"` : ""})`

export function turkishEditorComponents(h: CreateElement): EditorComponent[] {
  return [
    {
      id: "image",
      label: "Resim",
      fields: [
        { label: "Resim dosyası", name: "image", widget: "image", media_library: { allow_multiple: false } },
        // Required: the build refuses a picture without a description (src/content/rules/images.ts).
        { label: "Resim açıklaması", name: "alt", required: true },
        { label: "Resim başlığı (isteğe bağlı)", name: "title", required: false },
      ],
      pattern: imagePattern,
      fromBlock: (match) => ({ image: match[2], alt: match[1], title: match[4] }),
      toBlock: imageToMarkdown,
      toPreview: ({ alt, image, title }, getAsset, fields) => {
        const field = fields?.find((candidate) => candidate.get("widget") === "image")
        return h("img", { src: getAsset(image ?? "", field) || "", alt: alt ?? "", title: title ?? "" })
      },
    },
    // Decap's code block, by its type; only its name changes.
    { id: "code-block", label: "Kod bloğu", type: "code-block" },
  ]
}
