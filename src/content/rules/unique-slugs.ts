import { lineOf } from "../problem"
import type { ContentRule, Route } from "./rule"

/** The files that make each address. */
export function ownersOf(routes: readonly Route[]): Map<string, string[]> {
  const owners = new Map<string, string[]>()
  for (const route of routes) owners.set(route.slug, [...(owners.get(route.slug) ?? []), route.file])
  return owners
}

/** Slugs are unique across every page kind: two pages at one address would overwrite each other. */
export const uniqueSlugs: ContentRule = ({ pages, routes }) => {
  const owners = ownersOf(routes)
  return pages.flatMap((page) => {
    if (!page.raw || typeof page.raw.slug !== "string" || page.schemaFields.has("slug")) return []
    const route = routes.find((r) => r.file === page.file)
    if (!route) return []
    const others = (owners.get(route.slug) ?? []).filter((o) => o !== page.file)
    if (others.length === 0) return []
    return [
      {
        file: page.file,
        line: page.doc && page.counter ? lineOf(page.doc, page.counter, ["slug"]) : undefined,
        field: "slug",
        expected: "başka hiçbir sayfanın kullanmadığı bir adres",
        found: `"${route.slug}"; aynı adres şurada da var: ${others.join(", ")}`,
      },
    ]
  })
}
