import type { ContentRule } from "./rule"
import { sourceTextRules } from "./source-texts"

/**
 * Rules that read the project's code besides data/ (the visible texts of src/): the build and
 * `npm run check:content` run them after the general rules; the CMS, which edits content only and runs
 * in the browser, does not.
 */
export const projectRules: readonly ContentRule[] = [sourceTextRules]
