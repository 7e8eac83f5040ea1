import fs from "fs"
import path from "path"
import { parse } from "yaml"
import iconNodes from "lucide-static/icon-nodes.json"
import { iconId } from "../components/icon"
import { uiIconNames } from "../components/icon-names"
import { readSiteData } from "../content/read-site"
import { stringsOfFields } from "../content/strings"

/**
 * Files of the site derived from data/ rather than written by hand: robots.txt (with the sitemap
 * address) and, under `gatsby develop`, the icon sprite (the Lucide icons content and components
 * use). The web manifest comes from gatsby-plugin-manifest (gatsby-config.ts).
 */

type IconNode = [string, Record<string, string>][]

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** The <symbol> of each named Lucide icon (unknown names skipped), ids as Icon refers to them. */
export function iconSymbols(names: Iterable<string>): string {
  const nodes = iconNodes as unknown as Record<string, IconNode>
  const symbols = [...new Set(names)]
    .sort()
    .filter((name) => nodes[name])
    .map((name) => {
      const children = nodes[name]
        .map(
          ([tag, attributes]) =>
            `<${tag} ${Object.entries(attributes)
              .map(([k, v]) => `${k}="${escapeAttribute(v)}"`)
              .join(" ")}/>`,
        )
        .join("")
      return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${children}</symbol>`
    })
  // The stroke settings are not repeated on each symbol: the symbol's content inherits them from the
  // <use> that draws it, styled once by the global styles (src/components/global-styles.tsx).
  return symbols.join("")
}

/** The sprite of `gatsby develop` (/icons.svg): every icon the content and components name. */
export function iconSprite(names: Iterable<string>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${iconSymbols(names)}</svg>\n`
}

function readYamlTree(dir: string): unknown[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => parse(fs.readFileSync(path.join(dir, name), "utf8")) as unknown)
}

/**
 * Writes robots.txt and, for `gatsby develop` (which renders pages in the browser and so cannot
 * inline their symbols), the icon sprite into public/, where Gatsby serves static files.
 */
export function writeSiteFiles(dataDir: string, outDir: string, { sprite }: { sprite: boolean }): string[] {
  const site = readSiteData(dataDir)
  fs.mkdirSync(outDir, { recursive: true })
  // /admin is the editors' CMS, not a page for search engines.
  fs.writeFileSync(
    path.join(outDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`,
  )
  if (!sprite) {
    // A build's pages carry their own symbols; a sprite left by `gatsby develop` would ship unused.
    fs.rmSync(path.join(outDir, "icons.svg"), { force: true })
    return ["robots.txt"]
  }
  const icons = [...uiIconNames, ...stringsOfFields(readYamlTree(dataDir), new Set(["icon"])).map(({ text }) => text)]
  fs.writeFileSync(path.join(outDir, "icons.svg"), iconSprite(icons))
  return ["robots.txt", "icons.svg"]
}
