import fs from "fs"
import path from "path"
import { parse } from "yaml"
import iconNodes from "lucide-static/icon-nodes.json"
import { iconId } from "../components/icon"
import { uiIconNames } from "../components/icon-names"
import type { SiteContent } from "../content/schema/site"
import { stringsOfFields } from "../content/strings"

/**
 * Files of the built site that are derived from data/ rather than written by hand:
 * robots.txt (with the sitemap address), the web manifest (with the brand) and the icon sprite
 * (only the Lucide icons that content and components use, so every page shares one small file).
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
      return `<symbol id="${iconId(name)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${children}</symbol>`
    })
  // Stroke settings sit on each symbol: a <use> inherits from its symbol, not from the sprite's root.
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

export function writeSiteFiles(dataDir: string, outDir?: string) {
  const site = parse(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as SiteContent
  const icons = [...uiIconNames, ...stringsOfFields(readYamlTree(dataDir), new Set(["icon"])).map(({ text }) => text)]
  const files = {
    "robots.txt": `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`,
    "site.webmanifest": `${JSON.stringify(
      {
        name: site.brand,
        short_name: site.brand.split(" ")[0],
        description: site.slogan,
        lang: "tr",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#0b3a5b",
        icons: [
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        ],
      },
      null,
      2,
    )}\n`,
    "icons.svg": iconSprite(icons),
  }
  // The build's pages carry their own symbols (gatsby-ssr.tsx); only `gatsby develop` serves the sprite.
  if (outDir)
    for (const [name, content] of Object.entries(files))
      if (name !== "icons.svg") fs.writeFileSync(path.join(outDir, name), content)
  return files
}
