import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { referenceOptions, type ReferenceOption, type ReferenceOptions } from "./references"
import { readKindFiles } from "./routes"
import { isPageType, type ContentType } from "./kind"

/** The options of the content in a data/ folder; files that cannot be read offer nothing. */
export function readReferenceOptions(kinds: readonly ContentType[], dataDir: string): ReferenceOptions {
  const files: { type: ContentType; data: Record<string, unknown> }[] = []
  for (const type of kinds) {
    if (!type.offers || !type.file) continue
    const file = path.join(dataDir, type.file)
    if (!fs.existsSync(file)) continue
    try {
      const data = parse(fs.readFileSync(file, "utf8")) as unknown
      if (data && typeof data === "object" && !Array.isArray(data)) files.push({ type, data: data as Record<string, unknown> })
    } catch {
      // An unreadable settings file offers nothing; the content check names its problem.
    }
  }
  for (const type of kinds.filter(isPageType)) {
    if (!type.offers) continue
    for (const { data } of readKindFiles(dataDir, type, { onUnreadable: () => undefined })) files.push({ type, data })
  }
  return referenceOptions(files)
}

/**
 * Each translated page folder's Turkish files, as a translation's `counterpart` choices: the file's name
 * without its ending, labelled with its title.
 */
export function readCounterparts(kinds: readonly ContentType[], dataDir: string): Record<string, ReferenceOption[]> {
  return Object.fromEntries(
    kinds
      .filter(isPageType)
      .filter((type) => type.folder && type.translations?.length)
      .map((type) => [
        type.folder,
        readKindFiles(dataDir, type, { onUnreadable: () => undefined }).map(({ file, data }) => ({
          label: typeof data.title === "string" ? data.title : path.basename(file),
          value: path.basename(file).replace(/\.[^.]+$/, ""),
        })),
      ]),
  )
}
