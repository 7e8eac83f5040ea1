import type { ContentType } from "../../content/kind"
import { siteFile } from "../../content/site-file"
import { unusedAddress } from "./unused-address"

/** data/site.yaml: the company's brand and contact data, the one source of both (src/content/read-site.ts). */
export const site = { ...siteFile, rules: [unusedAddress] } as const satisfies ContentType
