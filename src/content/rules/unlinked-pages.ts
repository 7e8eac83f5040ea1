import { navigationSchema } from "../schema/navigation"
import { lineOf, type Problem } from "../problem"
import { kindRoutes } from "../kind-routes"
import { pathOf } from "./links-of"
import type { ContentRule } from "./rule"

/**
 * Every page but the home page is linked from a header menu, a footer group, the legal links or the
 * search link of data/navigation.yaml, or is listed on a listing page a visitor reaches (a route's
 * `listedOn`, given by its kind in src/kinds/): a page only other pages link to is one a visitor may
 * never find. Needs every file readable, as it reads every page.
 */
export const unlinkedPages: ContentRule = ({ allValid, fileOf, parsed, pageKinds }) => {
  const navigation = fileOf(navigationSchema)
  if (!allValid || !navigation) return []
  const { menus, footer, legal, search } = navigation.data as {
    menus: { items: { href: string }[] }[]
    footer: { links: { href: string }[] }[]
    legal: { href: string }[]
    search?: string
  }
  const linked = new Set(
    [
      ...menus.flatMap((menu) => menu.items),
      ...footer.flatMap((group) => group.links),
      ...legal,
      ...(search ? [{ href: search }] : []),
    ].map((link) => pathOf(link.href)),
  )
  const pages = parsed.filter((entry) => pageKinds.some((kind) => kind.typeName === entry.typeName))
  const routes = pageKinds.flatMap((kind) =>
    kindRoutes(
      kind,
      pages.filter((page) => page.typeName === kind.typeName).map((page) => ({ file: page.file, data: page.data })),
    ),
  )
  // A listed page is reached through its listing page, which may itself be listed on another.
  const reached = new Set(["/", ...linked])
  for (let grew = true; grew;) {
    grew = false
    for (const route of routes) {
      if (reached.has(route.slug) || !route.listedOn?.some((slug) => reached.has(slug))) continue
      reached.add(route.slug)
      grew = true
    }
  }
  return routes
    .filter((route) => !reached.has(route.slug))
    .map((route): Problem => {
      const page = pages.find((entry) => entry.file === route.file)
      const where = page ? { file: page.file, line: lineOf(page.doc, page.counter, ["slug"]), field: "slug" } : undefined
      if (!route.listedOn?.length)
        return {
          ...(where ?? { file: navigation.file, field: "" }),
          expected:
            "data/navigation.yaml dosyasındaki bir menü öğesinin, alt bilgi grubunun ya da yasal bağlantıların gösterdiği bir sayfa",
          found: `"${route.slug}": data/navigation.yaml bu sayfaya bağlantı vermiyor`,
        }
      const listings = route.listedOn.join(", ")
      const listingPages = `${listings} ${route.listedOn.length === 1 ? "sayfasına" : "sayfalarına"}`
      return {
        ...(where ?? { file: navigation.file, field: "" }),
        expected: `data/navigation.yaml'daki bir menü, alt bilgi grubu ya da yasal bağlantıdan veya ziyaretçinin ulaşabildiği bir liste sayfasından (${listings}) bağlantı verilen bir sayfa`,
        found: `"${route.slug}"; onu listeleyen ${listingPages} da ne data/navigation.yaml ne de başka bir liste sayfası bağlantı veriyor`,
      }
    })
}
