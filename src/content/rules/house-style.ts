import { houseStyleSchema } from "../schema/house-style"
import { houseStyleProblems } from "../house-style"
import type { ContentRule } from "./rule"

/** The house style of data/house-style.yaml on every visitor-facing text (../house-style.ts). */
export const houseStyleRules: ContentRule = ({ parsed, dataOf, memo }) => {
  const style = dataOf(houseStyleSchema)
  return houseStyleProblems(parsed, style, memo(style))
}
