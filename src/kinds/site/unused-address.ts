import { recordsOf } from "../../content/kind-helpers"
import { contactTargetEntries, contactTargets } from "../../content/contact-targets"
import { lineOf, type Problem } from "../../content/problem"
import { stringsIn } from "../../content/strings"
import { contactTokenEntries, tokensIn } from "../../content/tokens"
import type { ContentRule } from "../../content/rules/rule"

/**
 * A rule of the site file (src/kinds/site/index.ts): every phone line, WhatsApp line, e-mail and KEP
 * address of data/site.yaml appears somewhere, since an address nobody can see is either a mistake
 * or a channel the company forgot to offer. An address is used by a token ({salesEmail}), a
 * `contact:` target, a contact channel of a page, or by the parts every page shows (header, footer,
 * office card and forms: the main phone and info@). Whether it is used depends on every page, so it
 * is checked only when every file is valid.
 */
export const unusedAddress: ContentRule = ({ allValid, fileOf, parsed }, kind) => {
  const site = kind && fileOf(kind.schema)
  if (!allValid || !site) return []
  const used = new Set(["phones.main", "emails.info"])
  for (const entry of parsed) {
    if (entry === site) continue
    for (const { keys, text } of stringsIn(entry.data)) {
      for (const token of tokensIn(text)) {
        const address = contactTokenEntries[token]
        if (address) used.add(address.join("."))
      }
      if (keys.at(-1) === "contact" && (contactTargets as readonly string[]).includes(text)) {
        used.add(contactTargetEntries[text as keyof typeof contactTargetEntries].join("."))
      }
    }
    // Only a page made of sections has a contact channels section (its schema allows no other).
    const sections = recordsOf(entry.data.sections) as {
      type?: unknown
      channels?: { phone: string; whatsapp: string; email?: string }[]
    }[]
    for (const channel of sections.filter((s) => s.type === "contactChannels").flatMap((s) => s.channels ?? [])) {
      used.add(`phones.${channel.phone}`)
      used.add(`whatsapp.${channel.whatsapp}`)
      if (channel.email) used.add(`emails.${channel.email}`)
    }
  }

  const problems: Problem[] = []
  const groups: [string, (value: unknown) => string][] = [
    ["phones", (line) => (line as { display: string }).display],
    ["whatsapp", (line) => (line as { display: string }).display],
    ["emails", (address) => String(address)],
  ]
  const addresses = groups.flatMap(([group, show]) =>
    Object.entries((site.data[group] ?? {}) as Record<string, unknown>).map(([key, value]) => ({
      keys: [group, key],
      shown: show(value),
    })),
  )
  const company = site.data.company as { kep?: string } | undefined
  if (company?.kep) addresses.push({ keys: ["company", "kep"], shown: company.kep })
  for (const address of addresses) {
    const name = address.keys.join(".")
    if (used.has(name)) continue
    const [group, key] = address.keys
    const target = Object.entries(contactTargetEntries).find(([, entry]) => entry[0] === group && entry[1] === key)?.[0]
    const token = Object.entries(contactTokenEntries).find(([, entry]) => entry?.[0] === group && entry[1] === key)?.[0]
    const ways = [
      token && `{${token}} kısaltması`,
      target && `\`contact: ${target}\``,
      group !== "emails" && group !== "company" ? "bir iletişim kanalı" : undefined,
    ]
    problems.push({
      file: site.file,
      line: lineOf(site.doc, site.counter, address.keys),
      field: name,
      expected: `bir sayfanın gösterdiği bir adres (${ways.filter(Boolean).join(" ya da ")} ile) ya da bu kaydın silinmesi`,
      found: `"${address.shown}": hiçbir sayfa bu adresi kullanmıyor`,
    })
  }
  return problems
}
