import { createContext, useContext } from "react"
import { deliveryOf } from "../../content/conditions"
import type { SiteData } from "../../hooks/use-site-data"
import type { FormDelivery } from "../forms/form-shell"

/** The lead service's address on the site's own origin (src/leads/, scripts/serve.ts). */
export const LEAD_SERVICE_PATH = "/api/leads"

/**
 * What the page around a form knows and the form needs: its own path, the KVKK notice's version
 * (src/content/notice-version.ts) and the subjects the kinds add to contact forms (an upcoming
 * event's registration), handed over in the page context by gatsby-node.
 */
export const LeadFormPage = createContext<{
  page: string
  noticeVersion: string
  subjects?: readonly SubjectOption[]
  /** The KVKK notice's page in the page's language, on a translated page (/en/privacy). */
  notice?: string
} | null>(null)

export interface SubjectOption {
  value: string
  label: string
}

/** A contact form's subjects: its own, then those the kinds add for this build. */
export function useFormSubjects(own: readonly SubjectOption[]): SubjectOption[] {
  const added = useContext(LeadFormPage)?.subjects ?? []
  return [
    ...own.map(({ value, label }) => ({ value, label })),
    ...added.filter((subject) => !own.some((o) => o.value === subject.value)),
  ]
}

/**
 * What both form islands take from data/site.yaml and the build: where to post, the hidden fields'
 * values, and the phone and e-mail offered when the form cannot send. Built here, at build time. The
 * fields' length limits are not props: the island carries the field declarations (src/forms/fields.ts),
 * which the service's schemas are built from.
 */
export function useFormSettings(site: SiteData): FormDelivery {
  const page = useContext(LeadFormPage)
  if (!page) throw new Error("A lead form needs the page's LeadFormPage context (noticeVersion in its page context).")
  const delivery = deliveryOf(site)
  return {
    delivery,
    action: delivery === "service" ? LEAD_SERVICE_PATH : delivery === "endpoint" ? (site.forms?.endpoint ?? null) : null,
    page: page.page,
    noticeVersion: page.noticeVersion,
    ...(page.notice && { notice: page.notice }),
    fallback: { phone: site.phones.main.display, tel: site.phones.main.tel, email: site.emails.info },
  }
}
