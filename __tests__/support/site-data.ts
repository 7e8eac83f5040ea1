import fs from "fs"
import path from "path"
import { parse } from "yaml"

const root = path.join(__dirname, "..", "..")

/** A data file as Gatsby would serve it to a query (absent optional fields become null). */
export function readData<T = Record<string, unknown>>(relativePath: string): T {
  return parse(fs.readFileSync(path.join(root, "data", relativePath), "utf8")) as T
}

/** The answer of the SiteData static query, built from the real data/site.yaml and navigation.yaml. */
export function siteDataQueryResult() {
  const site = readData<Record<string, unknown> & { forms?: { delivery?: string; endpoint?: string } }>("site.yaml")
  return {
    siteYaml: { ...site, forms: { delivery: site.forms?.delivery ?? null, endpoint: site.forms?.endpoint ?? null } },
    navigationYaml: readData("navigation.yaml"),
  }
}
