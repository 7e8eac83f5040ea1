/**
 * What the lead service says, in each language the site has: a post from an English page (its `_page`
 * under /en, or before the body is read the Referer's path) is answered in English, every refusal starting
 * with the field's label as the English form shows it. The sales mail and the export stay Turkish.
 */
import { defaultLanguage, type TranslationCode } from "../content/languages"
import { CONTACT_SUCCESS, DEMO_SUCCESS } from "../forms/messages"
import { formLanguageOf, formWords } from "../forms/words"
import type { FieldSpec, Named } from "../forms/fields"

export type ServiceLanguage = typeof defaultLanguage | TranslationCode

export interface ServiceWords {
  /** A field's label as the form shows it; the consent box by a short name. */
  label: (field: Named<FieldSpec> | "marketingConsent") => string
  fill: (label: string) => string
  tooLong: (label: string, max: number) => string
  choose: (label: string) => string
  notText: (label: string) => string
  email: (label: string) => string
  phone: (label: string) => string
  date: (label: string) => string
  consent: (label: string) => string
  noticeMissing: string
  noticeUnknown: string
  formNotChecked: string
  token: string
  key: string
  pageTooLong: string
  pageInvalid: string
  referrerTooLong: string
  /** Invisible characters a form cannot type; `label` is null for a field the form does not have. */
  unstorable: (label: string | null) => string
  /** "a, b, c and 4 more": a few names out of a list the visitor sent. */
  andMore: (names: string, rest: number) => string
  unknownFields: (count: number, names: string) => string
  unreadable: string
  invalid: string
  honeypot: string
  form: string
  repeated: (count: number, names: string) => string
  notice: string
  keyReused: string
  limited: (minutes: number) => string
  unavailable: (phone: string, email: string) => string
  success: { contact: string; demo: string }
  http: { origin: string; tooLarge: string; mediaType: string; json: string; method: string; tokenMethod: string }
  /** The plain answer page of a post without JavaScript where no form page is served. */
  page: { sent: string; refused: string; back: string }
}

const consentLabel = { tr: "Ticari elektronik ileti izni", en: "Consent to commercial electronic messages" }

const turkish: ServiceWords = {
  label: (field) => (field === "marketingConsent" ? consentLabel.tr : field.label),
  fill: (label) => `${label}: bu alanı doldurun.`,
  tooLong: (label, max) => `${label}: en fazla ${max} karakter yazabilirsiniz.`,
  choose: (label) => `${label}: listedeki seçeneklerden birini seçin.`,
  notText: (label) => `${label}: metin olarak gönderilmelidir.`,
  email: (label) => `${label}: geçerli bir e-posta adresi yazın, örneğin ad@sirket.com.tr.`,
  phone: (label) => `${label}: yalnızca rakam, boşluk ve + ( ) - karakterleriyle bir numara yazın, örneğin 0452 555 01 00.`,
  date: (label) => `${label}: takvimden bir tarih seçin (YYYY-AA-GG).`,
  consent: (label) => `${label}: kutuyu işaretleyin ya da boş bırakın.`,
  noticeMissing: "Aydınlatma metni sürümü eksik: sayfayı yenileyip formu yeniden gönderin.",
  noticeUnknown: "Aydınlatma metni sürümü tanınmadı: sayfayı yenileyip formu yeniden gönderin.",
  formNotChecked: "Form doğrulanamadı.",
  token: "Güvenlik denetimi için formu bir kez daha gönderin.",
  key: "Form anahtarı geçersiz: sayfayı yenileyip formu yeniden gönderin.",
  pageTooLong: "Sayfa adresi çok uzun.",
  pageInvalid: "Sayfa adresi geçersiz.",
  referrerTooLong: "Önceki sayfanın adresi çok uzun.",
  unstorable: (label) =>
    `${label ?? "Form verisi"}: bu alanda formdan yazılamayan görünmez karakterler var; alanı silip yeniden yazın.`,
  andMore: (names, rest) => `${names} ve ${rest} alan daha`,
  unknownFields: (count, names) =>
    count === 1
      ? `Bu formda olmayan bir alan gönderildi: ${names}. Sayfayı yenileyip formu yeniden gönderin.`
      : `Bu formda olmayan ${count} alan gönderildi: ${names}. Sayfayı yenileyip formu yeniden gönderin.`,
  unreadable: "Form verisi okunamadı: sayfayı yenileyip formu yeniden gönderin.",
  invalid: "Formunuz gönderilmedi; lütfen işaretli alanları düzeltip yeniden gönderin.",
  honeypot:
    "Formunuz doğrulanamadı: görünmeyen bir alan doldurulmuş (tarayıcının otomatik doldurması bunu yapmış olabilir). Formu yeniden gönderin.",
  form: "Form türü tanınmadı: sayfayı yenileyip formu yeniden gönderin.",
  repeated: (count, names) =>
    count === 1 ? `${names}: bu alan birden fazla kez gönderildi.` : `Bu alanlar birden fazla kez gönderildi: ${names}.`,
  notice: "Aydınlatma metni bu sayfa açıldıktan sonra güncellendi: sayfayı yenileyip güncel metinle formu yeniden gönderin.",
  keyReused:
    "Bu form daha önce başka bilgilerle gönderildi ve o talebiniz bize ulaştı. Bu bilgileri yeni bir talep olarak iletmek için formu bir kez daha gönderin.",
  limited: (minutes) => `Bu adresten kısa sürede çok sayıda form gönderildi. Lütfen ${minutes} dakika sonra yeniden deneyin.`,
  unavailable: (phone, email) =>
    `Talebiniz şu anda kaydedilemedi; girdiğiniz bilgiler silinmedi. Birkaç dakika sonra yeniden gönderebilir ya da bize ${phone} numaralı telefondan veya ${email} adresinden ulaşabilirsiniz.`,
  success: { contact: CONTACT_SUCCESS, demo: DEMO_SUCCESS },
  http: {
    origin: "Bu form yalnızca sitemizin kendi sayfalarından gönderilebilir.",
    tooLarge: "Gönderilen form çok büyük: en fazla 32 KB kabul edilir. Metni kısaltıp yeniden gönderin.",
    mediaType: "Form verisi tanınmayan bir biçimde gönderildi; formu sitemizin sayfasından gönderin.",
    json: "Gönderilen veri okunamadı: geçerli bir JSON nesnesi değil.",
    method: "Bu adres yalnızca form gönderimi (POST) kabul eder.",
    tokenMethod: "Bu adres yalnızca GET isteği kabul eder.",
  },
  page: { sent: "Talebiniz alındı", refused: "Form gönderilemedi", back: "Forma dön" },
}

const englishForm = formWords("en")

const english: ServiceWords = {
  label: (field) => (field === "marketingConsent" ? consentLabel.en : englishForm.label(field)),
  fill: (label) => `${label}: please fill in this field.`,
  tooLong: (label, max) => `${label}: please write at most ${max} characters.`,
  choose: (label) => `${label}: please choose one of the options in the list.`,
  notText: (label) => `${label}: must be sent as text.`,
  email: (label) => `${label}: please enter a valid e-mail address, such as name@company.com.`,
  phone: (label) => `${label}: please enter a number using only digits, spaces and + ( ) -, such as +90 452 555 01 00.`,
  date: (label) => `${label}: please choose a date from the calendar (YYYY-MM-DD).`,
  consent: (label) => `${label}: tick the box or leave it empty.`,
  noticeMissing: "The privacy notice's version is missing: please reload the page and send the form again.",
  noticeUnknown: "The privacy notice's version was not recognised: please reload the page and send the form again.",
  formNotChecked: "The form could not be verified.",
  token: "For a security check, please send the form once more.",
  key: "The form's key is not valid: please reload the page and send the form again.",
  pageTooLong: "The page address is too long.",
  pageInvalid: "The page address is not valid.",
  referrerTooLong: "The previous page's address is too long.",
  unstorable: (label) =>
    `${label ?? "Form data"}: this field holds invisible characters a form cannot type; please delete it and type it again.`,
  andMore: (names, rest) => `${names} and ${rest} more`,
  unknownFields: (count, names) =>
    count === 1
      ? `A field this form does not have was sent: ${names}. Please reload the page and send the form again.`
      : `${count} fields this form does not have were sent: ${names}. Please reload the page and send the form again.`,
  unreadable: "The form's data could not be read: please reload the page and send the form again.",
  invalid: "Your form was not sent; please correct the marked fields and send it again.",
  honeypot:
    "Your form could not be verified: a hidden field was filled in (your browser's autofill may have done it). Please send the form again.",
  form: "The type of form was not recognised: please reload the page and send the form again.",
  repeated: (count, names) =>
    count === 1 ? `${names}: this field was sent more than once.` : `These fields were sent more than once: ${names}.`,
  notice:
    "The privacy notice was updated after this page was opened: please reload the page and send the form again with the current text.",
  keyReused:
    "This form was sent earlier with other details, and that request reached us. To send these details as a new request, please send the form once more.",
  limited: (minutes) =>
    `Too many forms were sent from this address in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unavailable: (phone, email) =>
    `Your request could not be stored just now; nothing you entered has been lost. Please send it again in a few minutes, or reach us on ${phone} or at ${email}.`,
  success: englishForm.success,
  http: {
    origin: "This form can be sent only from our own site's pages.",
    tooLarge: "The form sent is too large: at most 32 KB is accepted. Please shorten the text and send it again.",
    mediaType: "The form's data was sent in a format we do not recognise; please send the form from our site's page.",
    json: "The data sent could not be read: it is not a valid JSON object.",
    method: "This address accepts form posts (POST) only.",
    tokenMethod: "This address accepts GET requests only.",
  },
  page: { sent: "Your request has been received", refused: "The form could not be sent", back: "Back to the form" },
}

const byLanguage: Record<ServiceLanguage, ServiceWords> = { tr: turkish, en: english }

/** The service's words for a post whose page is `page` (`_page`, or the Referer's path): /en/... is English. */
export const serviceWords = (page: string | null | undefined): ServiceWords => byLanguage[formLanguageOf(page)]

/** The service's words of a language. */
export const serviceWordsIn = (language: ServiceLanguage): ServiceWords => byLanguage[language]

export { turkish as turkishServiceWords }
