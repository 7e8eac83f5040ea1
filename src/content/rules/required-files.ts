import type { ContentRule } from "./rule"

/** Every settings file a kind requires (site.yaml, navigation.yaml ...) exists: each page reads it. */
export const requiredFiles: ContentRule = ({ kinds, names, display }) =>
  kinds.flatMap((kind) =>
    kind.file && !kind.optional && !names.includes(kind.file)
      ? [{ file: display(kind.file), field: "", expected: "her sayfanın okuduğu bu dosya", found: "dosya yok" }]
      : [],
  )
