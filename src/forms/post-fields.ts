// Its own module, free of newer TypeScript syntax: gatsby-node's compiler (Parcel's) reads it through the
// host files (src/postbuild/host/html-scan.ts), and it cannot parse fields.ts's const type parameters.
/**
 * The names of the fields a lead post carries besides the form's own: which form, the KVKK notice's
 * version, the separate Law 6563 consent, the honeypot, the time token, the idempotency key, the page and
 * the referrer's origin. The service's schema (metaFields in src/leads/fields.ts) is keyed by them; the
 * form's markup, its island, the page the service fills for visitors without JavaScript and the host files
 * read them here.
 */
export const postFields = {
  form: "form",
  noticeVersion: "noticeVersion",
  consent: "marketingConsent",
  honeypot: "_gotcha",
  token: "_token",
  key: "_key",
  page: "_page",
  referrer: "_referrer",
} as const
