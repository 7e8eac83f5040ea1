import { houseStyleSchema } from "../schema/house-style"
import { absoluteClaimProblems } from "../absolute-claims"
import type { ContentRule } from "./rule"

/**
 * Absolute words ("kesintisiz", "%100") only inside a checked claim of data/house-style.yaml, and no
 * checked claim that no text uses any more (../absolute-claims.ts).
 */
export const absoluteClaims: ContentRule = ({ parsed, dataOf, fileOf, memo }) => {
  const style = dataOf(houseStyleSchema)
  return absoluteClaimProblems(parsed, style, fileOf(houseStyleSchema), memo(style))
}
