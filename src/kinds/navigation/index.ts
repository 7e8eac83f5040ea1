import { navigationSchema } from "../../content/schema/navigation"
import type { ContentType } from "../../content/kind"

/** data/navigation.yaml: the header's menus, the footer's columns and the legal links. */
export const navigation = {
  typeName: "NavigationYaml",
  file: "navigation.yaml",
  schema: navigationSchema,
  cms: { label: "Menüler ve alt bilgi" },
  rules: [],
  // data/en/navigation.yaml: the English site's menus, footer and legal links.
  translations: ["en"],
} as const satisfies ContentType
