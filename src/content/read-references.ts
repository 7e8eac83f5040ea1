import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { referenceOptions, type ReferenceOptions } from "./references"
import { readKindFiles } from "./routes"
import { contentTypes, pageTypes, type ContentType, type PageType } from "../kinds"

/** The options of the content in a data/ folder; files that cannot be read offer nothing. */
export function readReferenceOptions(dataDir: string): ReferenceOptions {
  const files: { type: ContentType; data: Record<string, unknown> }[] = []
  for (const type of contentTypes) {
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
  for (const type of pageTypes as readonly PageType[]) {
    if (!type.offers) continue
    for (const { data } of readKindFiles(dataDir, type, { onUnreadable: () => undefined })) files.push({ type, data })
  }
  return referenceOptions(files)
}
