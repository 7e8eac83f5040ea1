import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { translations } from "../../src/content/languages"

const root = path.join(__dirname, "..", "..")

/** A data file as Gatsby would serve it to a query (absent optional fields become null). */
export function readData<T = Record<string, unknown>>(relativePath: string): T {
  return parse(fs.readFileSync(path.join(root, "data", relativePath), "utf8")) as T
}

type Forms = { delivery?: string | null; endpoint?: string | null; processor?: string | null }

/**
 * The answer of the SiteData static query, built from the real data/site.yaml and navigation.yaml: every
 * language's file of each, named by its path as Gatsby's File parent gives it (src/hooks/use-site-data.ts).
 */
export function siteDataQueryResult(forms?: Forms) {
  const site = readData<Record<string, unknown> & { forms?: Forms }>("site.yaml")
  // A translation's settings file from data/, or its draft while the translated site is unpublished.
  const translated = (name: string) =>
    translations.map(({ folder }) => {
      const file = path.join(root, "data", folder, name)
      return { parent: { relativePath: `${folder}/${name}` }, ...parse(fs.readFileSync(file, "utf8")) }
    })
  const ownForms = forms ?? { delivery: site.forms?.delivery ?? null, endpoint: site.forms?.endpoint ?? null }
  return {
    siteYaml: { ...site, forms: ownForms },
    allSiteTextsYaml: { nodes: translated("site.yaml") },
    allNavigationYaml: {
      nodes: [{ parent: { relativePath: "navigation.yaml" }, ...readData("navigation.yaml") }, ...translated("navigation.yaml")],
    },
  }
}

/** data/site.yaml as the query's answer has it. */
export const siteOfQuery = (result: ReturnType<typeof siteDataQueryResult>) => result.siteYaml
