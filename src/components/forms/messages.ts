/** Texts of the forms' outcomes; the two success texts are the specification's (section 8). */
export const CONTACT_SUCCESS = "Mesajınız alındı! En kısa sürede size dönüş yapacağız."
export const DEMO_SUCCESS = "Demo talebiniz başarıyla gönderildi! En kısa sürede sizinle iletişime geçeceğiz."

export const failureMessage = (phone: string, email: string) =>
  `Formunuz şu anda gönderilemedi. Girdiğiniz bilgiler silinmedi; birkaç dakika sonra yeniden deneyebilir ya da bize ${phone} numaralı telefondan veya ${email} adresinden ulaşabilirsiniz.`

/** How long a delivery may take before the form reports a failure. */
export const SUBMIT_TIMEOUT_MS = 15000
