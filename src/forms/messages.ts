/**
 * Texts of the forms' outcomes; the two success texts are the specification's (section 8). Outside
 * src/components because the lead service answers with the same success texts and never imports a component.
 */
export const CONTACT_SUCCESS = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."
export const DEMO_SUCCESS = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."

/** The success text of each lead form, as the page shows it and the lead service answers it. */
export const successMessages = { contact: CONTACT_SUCCESS, demo: DEMO_SUCCESS } as const

/** Said with every failure: nothing the visitor typed is lost. */
export const VALUES_KEPT = "Girdiğiniz bilgiler silinmedi."

/** The phone and e-mail a visitor can use instead of the form. */
export const reachUs = (phone: string, email: string) =>
  `Dilerseniz bize ${phone} numaralı telefondan veya ${email} adresinden de ulaşabilirsiniz.`

/** A failure without an answer from the service: the network, a time-out, an unreadable answer. */
export const failureMessage = (phone: string, email: string) =>
  `Formunuz şu anda gönderilemedi. ${VALUES_KEPT} Birkaç dakika sonra yeniden deneyebilirsiniz. ${reachUs(phone, email)}`

/** The service refused some fields; the list of them follows this text. */
export const FIELD_ERRORS = "Formunuz gönderilmedi; lütfen şu alanları düzeltin:"

/** How long a delivery may take before the form reports a failure. */
export const SUBMIT_TIMEOUT_MS = 15000
