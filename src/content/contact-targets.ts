/**
 * Buttons in content name a contact entry of data/site.yaml (`contact: salesPhone`) instead of
 * typing a number or address. Kept free of imports: the browser bundle reads it too.
 */

/** Contact targets read from data/site.yaml, so a phone number or address is written only there. */
export const contactTargets = [
  "phone",
  "salesPhone",
  "supportPhone",
  "whatsapp",
  "salesWhatsapp",
  "supportWhatsapp",
  "email",
  "salesEmail",
  "supportEmail",
  "demoEmail",
  "kvkkEmail",
] as const
export type ContactTarget = (typeof contactTargets)[number]

/** The data/site.yaml entry each contact target reads: a group (`phones`, `whatsapp`, `emails`) and its key. */
export const contactTargetEntries = {
  phone: ["phones", "main"],
  salesPhone: ["phones", "sales"],
  supportPhone: ["phones", "support"],
  whatsapp: ["whatsapp", "main"],
  salesWhatsapp: ["whatsapp", "sales"],
  supportWhatsapp: ["whatsapp", "support"],
  email: ["emails", "info"],
  salesEmail: ["emails", "sales"],
  supportEmail: ["emails", "support"],
  demoEmail: ["emails", "demo"],
  kvkkEmail: ["emails", "kvkk"],
} as const satisfies Record<ContactTarget, readonly ["phones" | "whatsapp" | "emails", string]>
