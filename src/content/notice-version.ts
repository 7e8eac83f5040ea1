import { createHash } from "crypto"
import fs from "fs"
import path from "path"

/** The KVKK information notice every form links (/privacy), under data/. */
export const NOTICE_FILE = path.join("pages", "privacy.yaml")

/**
 * The version of the KVKK notice: the first 16 hex characters of the sha256 of its file. The build
 * writes it into each form, and the lead service stores it with the lead, so the company can show
 * which text the person was given, byte for byte, from the repository's history.
 */
export function noticeVersion(dataDir: string): string {
  return createHash("sha256")
    .update(fs.readFileSync(path.join(dataDir, NOTICE_FILE)))
    .digest("hex")
    .slice(0, 16)
}

/** Whether a page's parsed file holds a lead form (a `contactForm` or `demoForm` section). */
export function hasLeadForm(data: Record<string, unknown> | undefined): boolean {
  const sections = data?.sections
  if (!Array.isArray(sections)) return false
  return sections.some((section: { type?: unknown } | null) => section?.type === "contactForm" || section?.type === "demoForm")
}
