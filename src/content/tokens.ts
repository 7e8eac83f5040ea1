/**
 * Content text may name brand and company figures as tokens, such as "{brand}" or "{founded}",
 * so that data/site.yaml stays the only place where they are written. GraphQL fills them in (see
 * the `@tokens` field extension in gatsby-node), and the validator rejects unknown tokens.
 */

export interface TokenSource {
  brand: string
  legalName: string
  phones: { main: { display: string } }
  emails: { info: string }
  address: { district: string; city: string }
  officeHours: { label: string }
  claims: Record<"experience" | "founded" | "projects" | "satisfaction" | "staff" | "support", { value: string }>
}

export const tokenNames = [
  "brand",
  "legalName",
  "phone",
  "email",
  "district",
  "city",
  "officeHours",
  "experience",
  "founded",
  "projects",
  "satisfaction",
  "staff",
  "support",
] as const

export type TokenName = (typeof tokenNames)[number]

const tokenPattern = /\{([a-zA-Z]+)\}/g

export function tokenValues(site: TokenSource): Record<TokenName, string> {
  return {
    brand: site.brand,
    legalName: site.legalName,
    phone: site.phones.main.display,
    email: site.emails.info,
    district: site.address.district,
    city: site.address.city,
    officeHours: site.officeHours.label,
    experience: site.claims.experience.value,
    founded: site.claims.founded.value,
    projects: site.claims.projects.value,
    satisfaction: site.claims.satisfaction.value,
    staff: site.claims.staff.value,
    support: site.claims.support.value,
  }
}

export function fillTokens(text: string, values: Record<TokenName, string>): string {
  return text.replace(tokenPattern, (whole, name: string) => (name in values ? values[name as TokenName] : whole))
}

/** Tokens in `text` that are not known, such as "{brnd}". */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((m) => m[1]).filter((name) => !(tokenNames as readonly string[]).includes(name))
}
