import { subjectOf } from "../form-links"
import { anchorsOf } from "./anchors"
import { formatPath, suggestion } from "../problem"
import { asciiSlug, closest } from "../suggest"
import { linksOf, pathOf } from "./links-of"
import type { ContentRule, Route } from "./rule"

/**
 * The route a link most likely meant: one whose address or title (written as an address, so
 * "/iletisim" finds the page titled "İletişim") is a likely typo of it, or the one page whose
 * address starts with it ("/erp/muhasebe" for "/erp/muhasebe-sistemi").
 */
function nearestRoute(target: string, routes: readonly Route[]): Route | undefined {
  const folder = (slug: string) => slug.replace(/\/[^/]*$/, "")
  const near = closest(target, routes, (route) => [
    route.slug,
    ...(route.title ? [`/${asciiSlug(route.title)}`, `${folder(route.slug)}/${asciiSlug(route.title)}`] : []),
  ])
  if (near) return near
  const longer = routes.filter((route) => target.length > 3 && route.slug.startsWith(target))
  return longer.length === 1 ? longer[0] : undefined
}

/** Internal links point at a page that this content creates, and at one of its sections. */
export const links: ContentRule = ({ parsed, pages, routes, unreadable, bodyLines }) => {
  const slugs = new Set(routes.map((route) => route.slug))
  const anchors = anchorsOf(pages)
  return parsed.flatMap((entry) =>
    linksOf(entry, bodyLines).flatMap(({ keys, href, line }) => {
      if (!href.startsWith("/") || entry.schemaFields.has(formatPath(keys))) return []
      const target = pathOf(href)
      const fragment = /#(.+)$/.exec(href)?.[1]
      const at = { file: entry.file, line, field: formatPath(keys) }
      if (slugs.has(target)) {
        const known = anchors.get(target) ?? []
        // A subject link's fragment is reported with its subject (form-subjects.ts).
        if (fragment === undefined || known.includes(fragment) || subjectOf(href) !== null) return []
        const near = closest(fragment, known)
        return [
          {
            ...at,
            expected: known.length
              ? `${target} sayfasının bölümlerinden biri: ${known.map((a) => `#${a}`).join(", ")}`
              : `"#" olmadan ${target} bağlantısı: o sayfanın hiçbir bölümünde \`anchor\` yok`,
            found: `"${href}": sayfada "${fragment}" adlı bölüm yok`,
            ...(near && { hint: suggestion(`"${target}#${near}"`) }),
          },
        ]
      }
      const near = nearestRoute(target, routes)
      const suffix = href.slice(href.replace(/[?#].*$/, "").length)
      return [
        {
          ...at,
          expected: "sitenin var olan bir sayfasına bağlantı",
          found: `"${href}": data/ klasöründeki hiçbir dosya bu sayfayı oluşturmuyor${
            unreadable.length > 0 ? ` (${unreadable.join(", ")} oluşturuyor olabilir: önce o dosyayı düzeltin)` : ""
          }`,
          ...(near && { hint: suggestion(`"${near.slug}${suffix}"${near.title ? ` (${near.title})` : ""}`) }),
        },
      ]
    }),
  )
}
