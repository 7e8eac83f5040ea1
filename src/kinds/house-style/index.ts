import { houseStyleSchema } from "../../content/schema/house-style"
import type { ContentType } from "../../content/kind"

/** data/house-style.yaml: the house style's words and the claims the content check refuses. */
export const houseStyle = {
  typeName: "HouseStyleYaml",
  file: "house-style.yaml",
  schema: houseStyleSchema,
  cms: { label: "Yazım kılavuzu ve iddia denetimi" },
  optional: true,
  notVisitorText: true,
  rules: [],
} as const satisfies ContentType
