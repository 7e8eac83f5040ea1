/**
 * Which team receives a lead: a contact target of src/content/contact-targets.ts, whose address
 * data/site.yaml holds, so an address is changed in one place for the buttons and the mails alike.
 */
import { contactTargetEntries, type ContactTarget } from "../content/contact-targets"
import type { SiteContent } from "../content/schema/site"
import type { FormKind } from "./fields"

export type EmailTarget = Extract<ContactTarget, "email" | "salesEmail" | "supportEmail" | "demoEmail" | "kvkkEmail">

/**
 * The contact form's subjects by team, as the site's buttons send visitors to them: "Destek Talebi
 * Oluşturun" and the support packages (?konu=teknik-destek, destek-paketi-*) to support, KVKK
 * applications to the KVKK address, general questions to the general address, and every sales subject
 * (quotes, demos, products, consulting) to sales. A subject added to the form later reaches sales.
 */
export function teamFor(form: FormKind, subject: string): EmailTarget {
  if (form === "demo") return "salesEmail"
  if (subject === "teknik-destek" || subject.startsWith("destek-")) return "supportEmail"
  if (subject.startsWith("kvkk")) return "kvkkEmail"
  if (subject === "genel-bilgi" || subject === "diger") return "email"
  return "salesEmail"
}

/** The team as the sales sheet names it. */
export const teamNames: Record<EmailTarget, string> = {
  salesEmail: "Satış",
  supportEmail: "Destek",
  kvkkEmail: "KVKK",
  email: "Genel",
  demoEmail: "Demo",
}

/** The team's address from data/site.yaml. */
export function addressOf(site: Pick<SiteContent, "emails">, target: EmailTarget): string {
  const [, key] = contactTargetEntries[target]
  return site.emails[key as keyof SiteContent["emails"]]
}
