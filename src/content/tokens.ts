/**
 * Content text may name brand and company figures as tokens, such as "{brand}" or "{founded}",
 * so that data/site.yaml stays the only place where they are written. GraphQL fills them in (see
 * the `@tokens` field extension in gatsby-node), and the validator rejects unknown tokens.
 *
 * A kind may lend values of its own files under a prefix ("{fiyat:destek-standart}" from the price
 * list, `tokens` of its definition): ./lent-tokens.ts reads them and ./rules/lent-tokens.ts checks them.
 */

import { deliveryOf, type FormDeliveryMode } from "./conditions"
import { claimKeys, type ClaimKey } from "./schema/site"

type Line = { display: string }
type Claim = { value: string; inText?: string | null }

export interface TokenSource {
  brand: string
  legalName: string
  phones: { main: Line; sales: Line; support: Line }
  emails: { info: string; sales: string; support: string; demo: string; kvkk: string }
  address: { street: string; postalCode: string; district: string; city: string }
  company: { kep: string; mersis: string; taxOffice: string; taxNumber: string }
  officeHours: { label: string }
  claims: Record<ClaimKey, Claim>
  forms?: { delivery?: FormDeliveryMode | null; endpoint?: string | null; processor?: string | null } | null
  leads: { retentionDays: number }
}

/**
 * How long the lead service keeps a lead, as the KVKK notice says it: "2 yıl", "18 ay" or "45 gün"; in
 * English "2 years", "18 months", "45 days".
 */
export function retentionInWords(days: number, language = "tr"): string {
  const [count, unit] = days % 365 === 0 ? [days / 365, 0] : days % 30 === 0 ? [days / 30, 1] : [days, 2]
  if (language === "en") return `${count} ${["year", "month", "day"][unit]}${count === 1 ? "" : "s"}`
  return `${count} ${["yıl", "ay", "gün"][unit]}`
}

export const tokenNames = [
  "brand",
  "legalName",
  "phone",
  "salesPhone",
  "supportPhone",
  "email",
  "salesEmail",
  "supportEmail",
  "demoEmail",
  "kvkkEmail",
  "kep",
  "address",
  "district",
  "city",
  "mersis",
  "taxOffice",
  "taxNumber",
  "officeHours",
  "formProcessor",
  "leadRetention",
  // Each claim as a stat shows it ({projects}: "500+") and as a sentence reads it ({projectsInText}).
  ...claimKeys,
  ...claimKeys.map((key) => `${key}InText` as const),
] as const

export type TokenName = (typeof tokenNames)[number]

/**
 * The data/site.yaml entry behind each token that shows a contact address, so the content check
 * can tell which addresses a page uses.
 */
export const contactTokenEntries: Partial<Record<TokenName, readonly [string, string]>> = {
  phone: ["phones", "main"],
  salesPhone: ["phones", "sales"],
  supportPhone: ["phones", "support"],
  email: ["emails", "info"],
  salesEmail: ["emails", "sales"],
  supportEmail: ["emails", "support"],
  demoEmail: ["emails", "demo"],
  kvkkEmail: ["emails", "kvkk"],
  kep: ["company", "kep"],
}

const tokenPattern = /\{([a-zA-Z]+)\}/g
/** A token with a prefix: "{fiyat:destek-standart}" gives prefix "fiyat" and id "destek-standart". */
export const prefixedTokenPattern = /\{([a-z]+):([a-z0-9]+(?:-[a-z0-9]+)*)\}/g

/** The postal address on one line, as letters are addressed: "Street, 52300 District/City". */
export const postalAddress = (address: TokenSource["address"]) =>
  `${address.street}, ${address.postalCode} ${address.district}/${address.city}`

const inText = (claim: Claim) => claim.inText ?? claim.value

/** The token values of `site` (data/site.yaml, with a translation's texts over it for a page in `language`). */
export function tokenValues(site: TokenSource, language = "tr"): Record<TokenName, string> {
  return {
    brand: site.brand,
    legalName: site.legalName,
    phone: site.phones.main.display,
    salesPhone: site.phones.sales.display,
    supportPhone: site.phones.support.display,
    email: site.emails.info,
    salesEmail: site.emails.sales,
    supportEmail: site.emails.support,
    demoEmail: site.emails.demo,
    kvkkEmail: site.emails.kvkk,
    kep: site.company.kep,
    address: postalAddress(site.address),
    district: site.address.district,
    city: site.address.city,
    mersis: site.company.mersis,
    taxOffice: site.company.taxOffice,
    taxNumber: site.company.taxNumber,
    officeHours: site.officeHours.label,
    // Only texts shown `when: formEndpoint` use it, and the schema requires a processor then.
    formProcessor: deliveryOf(site) === "endpoint" ? (site.forms?.processor ?? "") : "",
    leadRetention: retentionInWords(site.leads.retentionDays, language),
    ...(Object.fromEntries(claimKeys.map((key) => [key, site.claims[key].value])) as Record<ClaimKey, string>),
    ...(Object.fromEntries(claimKeys.map((key) => [`${key}InText`, inText(site.claims[key])])) as Record<
      `${ClaimKey}InText`,
      string
    >),
  }
}

/** Fills the site's tokens, and the lent ones ("fiyat:destek-standart") that `values` holds; others stay as written. */
export function fillTokens(text: string, values: Readonly<Record<TokenName, string>> & Readonly<Record<string, string>>): string {
  if (!text.includes("{")) return text
  return text
    .replace(tokenPattern, (whole, name: string) => (name in values ? values[name] : whole))
    .replace(prefixedTokenPattern, (whole, prefix: string, id: string) =>
      Object.hasOwn(values, `${prefix}:${id}`) ? values[`${prefix}:${id}`] : whole,
    )
}

/** Tokens in `text` that are not known, such as "{brnd}". */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((m) => m[1]).filter((name) => !(tokenNames as readonly string[]).includes(name))
}

/** Known tokens in `text`, such as "kvkkEmail" for "{kvkkEmail}". */
export function tokensIn(text: string): TokenName[] {
  return [...text.matchAll(tokenPattern)]
    .map((m) => m[1])
    .filter((name): name is TokenName => (tokenNames as readonly string[]).includes(name))
}
