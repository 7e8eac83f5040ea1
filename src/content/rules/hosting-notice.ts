import { formatPath, lineOf, type Problem } from "../problem"
import { visibleTexts } from "../styled-texts"
import type { ContentRule } from "./rule"
import { excerpt } from "./text"

/**
 * The pages' statements that the site, its forms and its server logs stay on the company's own server in
 * Türkiye (docs/decisions.md, entries 7 and 17) are true only when the site is built and served there. A
 * build on Netlify (which sets NETLIFY=true in its builds) serves the pages, and with the lead service the
 * forms, from Netlify's servers abroad: such a statement then stops the build until the page says where the
 * data really goes. Statements about the company's other systems on its server (meetings, support) stay.
 */

/** A sentence that places the site, its forms or its logs on our own server. */
const ownServer = /kendi sunucumuz/iu
const aboutTheSite = /sitemiz|form|sunucu kayıt|sunucu günlük/iu

/** The host the build runs on, when it is not the company's own server; undefined on our own server. */
export function foreignHost(
  env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env,
): string | undefined {
  if (env.NETLIFY === "true") return "Netlify"
  return undefined
}

export const hostingNotice: ContentRule = ({ parsed }) => {
  const host = foreignHost()
  if (!host) return []
  const problems: Problem[] = []
  for (const entry of parsed) {
    for (const { keys, text } of visibleTexts(entry)) {
      const at = text.search(ownServer)
      if (at < 0 || !aboutTheSite.test(text)) continue
      problems.push({
        file: entry.file,
        line: lineOf(entry.doc, entry.counter, keys),
        field: formatPath(keys),
        expected: `sitenin barındırıldığı yere uyan bir metin: bu derleme ${host} üzerinde çalışıyor, site ve formlar kendi sunucumuzda değil`,
        found: `"${excerpt(text, at, "kendi sunucumuz".length)}"`,
        hint: `metni ${host} ve yurt dışına aktarım için yeniden yazın (docs/decisions.md, 7 ve 17) ya da siteyi kendi sunucumuzda derleyin`,
      })
    }
  }
  return problems
}
