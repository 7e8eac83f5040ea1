import fs from "fs"
import path from "path"
import { parse } from "yaml"

const dataDir = path.join(__dirname, "..", "..", "..", "data")

export interface RouteInfo {
  slug: string
  title: string
  file: string
}

/** Every page route the content creates, read from data/ so the tests follow the content. */
export function contentRoutes(): RouteInfo[] {
  return ["pages", "erp", "ecommerce", "support"].flatMap((folder) =>
    fs
      .readdirSync(path.join(dataDir, folder))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => {
        const data = parse(fs.readFileSync(path.join(dataDir, folder, name), "utf8")) as { slug: string; title: string }
        return { slug: data.slug, title: data.title, file: `data/${folder}/${name}` }
      }),
  )
}

export const brand = (parse(fs.readFileSync(path.join(dataDir, "site.yaml"), "utf8")) as { brand: string }).brand

/** An address the site does not have: the static host answers it with the not-found page. */
export const unknownRoute = "/bu-adres-yok"

/** Every content route and the unknown address, for the checks that run on every page a visitor can see. */
export const everyPage = () => [...contentRoutes().map((route) => route.slug), unknownRoute]

/**
 * The header and footer are one component with the same links on every page; their opened states
 * (menus, the mobile panel) are walked on these pages: the home page, the first page of each
 * content folder (one per template), the contact form page and the not-found page. Every other
 * check runs on every page.
 */
export const headerSamples = () => {
  const routes = contentRoutes()
  const firstOf = (folder: string) => routes.find((route) => route.file.startsWith(`data/${folder}/`))?.slug
  const samples = ["/", firstOf("erp"), firstOf("ecommerce"), firstOf("support"), "/contact", unknownRoute]
  return samples.filter((route, index): route is string => !!route && samples.indexOf(route) === index)
}
