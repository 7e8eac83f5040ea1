/**
 * The one source of the lead forms' fields: the lead service validates every post with these schemas and
 * the forms take their `maxLength` attributes and labels from `fieldLimits` and `fieldLabels`. Field names
 * and option values are those of src/components/forms/contact-form.tsx, demo-form.tsx and src/forms/options.ts.
 * Kept free of Node imports: the browser bundle may read it too.
 *
 * Every message is Turkish and starts with the field's visible label, so a visitor without JavaScript can
 * find the field the service refused. An optional field may arrive as "" (a form posts every field), so
 * "" is accepted wherever a value is optional.
 */
import { z } from "zod"
import {
  budgetOptions,
  demoTypeOptions,
  employeeCountOptions,
  productOptions,
  sectorOptions,
  timelineOptions,
  timeOptions,
} from "../forms/options"

/** The visible label of every field the visitor fills in, as the forms show it. */
export const fieldLabels = {
  firstName: "Adınız",
  lastName: "Soyadınız",
  email: "E-posta",
  phone: "Telefon",
  subject: "Konu",
  message: "Mesajınız",
  company: "Şirket adı",
  position: "Pozisyonunuz",
  sector: "Sektör",
  employeeCount: "Çalışan sayısı",
  interestedProducts: "İlgilendiğiniz ürünler",
  currentSoftware: "Kullandığınız mevcut yazılım",
  budget: "Bütçe aralığı",
  timeline: "Zaman planı",
  specificNeeds: "Özel ihtiyaçlarınız",
  preferredDemoType: "Tercih ettiğiniz demo türü",
  preferredDate: "Tercih ettiğiniz tarih",
  preferredTime: "Tercih ettiğiniz saat",
  additionalNotes: "Ek notlar",
  marketingConsent: "Ticari elektronik ileti izni",
} as const

export type FieldName = keyof typeof fieldLabels

/**
 * Longest accepted value of each text field (characters). Names and e-mail follow common limits
 * (RFC 5321 allows 254 characters for an address); free text is generous but bounded, so that one post
 * stays well under the 32 KB body limit.
 */
export const fieldLimits = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 30,
  subject: 60,
  message: 5000,
  company: 120,
  position: 100,
  currentSoftware: 200,
  specificNeeds: 3000,
  preferredDate: 10,
  additionalNotes: 2000,
} as const satisfies Partial<Record<FieldName, number>>

type LimitedField = keyof typeof fieldLimits

const fill = (name: FieldName) => `${fieldLabels[name]}: bu alanı doldurun.`
const tooLong = (name: LimitedField) => `${fieldLabels[name]}: en fazla ${fieldLimits[name]} karakter yazabilirsiniz.`
const choose = (name: FieldName) => `${fieldLabels[name]}: listedeki seçeneklerden birini seçin.`

/** A free-text field: trimmed, bounded; required ones must not be blank. */
function text(name: LimitedField, required: boolean) {
  const base = z.string({ error: required ? fill(name) : `${fieldLabels[name]}: metin olarak gönderilmelidir.` }).trim()
  const bounded = base.max(fieldLimits[name], tooLong(name))
  return required ? bounded.min(1, fill(name)) : bounded.optional()
}

/** One value out of a fixed list of options; "" means not chosen. */
function choice(name: FieldName, options: readonly { value: string }[], required: boolean) {
  const values = options.map((option) => option.value) as [string, ...string[]]
  const picked = z.enum(values, { error: choose(name) })
  if (required)
    return z
      .string({ error: choose(name) })
      .min(1, choose(name))
      .pipe(picked)
  return z.union([z.literal(""), picked], { error: choose(name) }).optional()
}

const firstName = text("firstName", true)
const lastName = text("lastName", true)
const email = z
  .string({ error: fill("email") })
  .trim()
  .min(1, fill("email"))
  .max(fieldLimits.email, tooLong("email"))
  .pipe(z.email(`${fieldLabels.email}: geçerli bir e-posta adresi yazın, örneğin ad@sirket.com.tr.`))

// Digits with the separators people type (+90 (452) 555-01-00); at least seven digits.
const phonePattern = /^\+?[0-9 ()./-]*$/
const phoneMessage = `${fieldLabels.phone}: yalnızca rakam, boşluk ve + ( ) - karakterleriyle bir numara yazın, örneğin 0452 555 01 00.`
const phoneNumber = z
  .string()
  .regex(phonePattern, { message: phoneMessage, abort: true })
  .refine((value) => value.replace(/\D/g, "").length >= 7, phoneMessage)
const phoneRequired = z
  .string({ error: fill("phone") })
  .trim()
  .min(1, fill("phone"))
  .max(fieldLimits.phone, tooLong("phone"))
  .pipe(phoneNumber)
const phoneOptional = z
  .string({ error: phoneMessage })
  .trim()
  .max(fieldLimits.phone, tooLong("phone"))
  .pipe(z.union([z.literal(""), phoneNumber], { error: phoneMessage }))
  .optional()

/**
 * The contact form's subject. Its choices are content (data/pages/contact.yaml `subjects`), so this
 * schema checks the form of the key; the service passes the content's list to `contactLeadFor`.
 */
const subjectKey = z
  .string({ error: choose("subject") })
  .trim()
  .min(1, choose("subject"))
  .max(fieldLimits.subject, choose("subject"))
  .regex(/^[a-z0-9-]+$/, choose("subject"))

const noticeHash = /^[0-9a-f]{16}$/

/**
 * Fields every lead post carries besides the form's own: which form, the Law 6563 consent, the KVKK
 * notice's version, the honeypot, the time token, the idempotency key and the page it came from.
 */
export const metaFields = {
  /** Ticked separate checkbox for commercial electronic messages: "on" from a form post, true in JSON. */
  marketingConsent: z
    .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()], {
      error: `${fieldLabels.marketingConsent}: kutuyu işaretleyin ya da boş bırakın.`,
    })
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
  /** First 16 hex characters of the sha256 of the KVKK notice text the form linked. */
  noticeVersion: z
    .string({ error: "Aydınlatma metni sürümü eksik: sayfayı yenileyip formu yeniden gönderin." })
    .regex(noticeHash, "Aydınlatma metni sürümü tanınmadı: sayfayı yenileyip formu yeniden gönderin."),
  /** Honeypot: hidden from people; the service refuses a post that fills it. */
  _gotcha: z.string().max(500, "Form doğrulanamadı.").optional(),
  _token: z
    .string({ error: "Güvenlik denetimi için formu bir kez daha gönderin." })
    .max(200, "Güvenlik denetimi için formu bir kez daha gönderin."),
  /** Idempotency key: a UUID from the island, or the token's nonce without JavaScript. */
  _key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Form anahtarı geçersiz: sayfayı yenileyip formu yeniden gönderin.")
    .optional(),
  /** The page's path and query string (utm_* are read from it). */
  _page: z
    .string()
    .max(2000, "Sayfa adresi çok uzun.")
    .regex(/^(\/[^\s]*)?$/, "Sayfa adresi geçersiz.")
    .optional(),
  /** The referrer's origin, read by the island; "" when there is none. */
  _referrer: z.string().max(300, "Önceki sayfanın adresi çok uzun.").optional(),
}

export const contactFields = {
  firstName,
  lastName,
  email,
  phone: phoneOptional,
  subject: subjectKey,
  message: text("message", true),
}

/** Product choices; a form post repeats the name for every ticked box, JSON sends a list. */
const productValues = productOptions.map((option) => option.value) as [string, ...string[]]
// Optional, as every box of the group is: the specification stars the group but enforces no minimum.
const interestedProducts = z
  .array(z.enum(productValues, { error: choose("interestedProducts") }), { error: choose("interestedProducts") })
  .max(productValues.length, choose("interestedProducts"))
  .refine((list) => new Set(list).size === list.length, choose("interestedProducts"))
  .optional()

const preferredDate = z
  .string()
  .trim()
  .pipe(
    z.union([z.literal(""), z.iso.date(`${fieldLabels.preferredDate}: takvimden bir tarih seçin (YYYY-AA-GG).`)], {
      error: `${fieldLabels.preferredDate}: takvimden bir tarih seçin (YYYY-AA-GG).`,
    }),
  )
  .optional()

/**
 * The demo form. Sector, products and demo type carry the form's star, but the specification
 * enforces none of them (nor a minimum number of products): the browser lets a visitor send
 * without them, so the service must not refuse afterwards what the form let through.
 */
export const demoFields = {
  firstName,
  lastName,
  email,
  phone: phoneRequired,
  company: text("company", true),
  position: text("position", false),
  sector: choice("sector", sectorOptions, false),
  employeeCount: choice("employeeCount", employeeCountOptions, false),
  interestedProducts,
  currentSoftware: text("currentSoftware", false),
  budget: choice("budget", budgetOptions, false),
  timeline: choice("timeline", timelineOptions, false),
  specificNeeds: text("specificNeeds", false),
  preferredDemoType: choice("preferredDemoType", demoTypeOptions, false),
  preferredDate,
  preferredTime: choice("preferredTime", timeOptions, false),
  additionalNotes: text("additionalNotes", false),
}

/** Fields typed into a `<textarea>`: the only ones where a line break is something a form can produce. */
export const multiLineFields: readonly string[] = ["message", "specificNeeds", "additionalNotes"]

// NUL, the other C0 controls but tab, DEL and the C1 controls; a line break only where `lines` allows it.
// Control characters are what these patterns are for.
/* eslint-disable no-control-regex */
const controlsOneLine = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/
const controlsMultiLine = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/* eslint-enable no-control-regex */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Whether a text holds what no form field produces and PostgreSQL cannot store (NUL in text, a lone
 * surrogate in jsonb) or what would let a visitor's text pose as the service's own lines in the team mail
 * (a line break in a one-line field). Such a post is refused up front, so it never reaches the database.
 */
export function unstorableText(value: string, lines: "one" | "many"): boolean {
  return (lines === "many" ? controlsMultiLine : controlsOneLine).test(value) || loneSurrogate.test(value)
}

const unstorableMessage = (name: string) =>
  `${name in fieldLabels ? fieldLabels[name as FieldName] : "Form verisi"}: bu alanda formdan yazılamayan görünmez karakterler var; alanı silip yeniden yazın.`

/**
 * One error for every field (the form's own and the hidden ones) whose text cannot be stored, named by
 * the field; unknown fields are left to the schema's single summary.
 */
export function unstorableFields(values: Record<string, unknown>): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = []
  for (const [name, value] of Object.entries(values)) {
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : []
    const lines = multiLineFields.includes(name) ? "many" : "one"
    if (texts.some((text) => unstorableText(text, lines))) errors.push({ field: name, message: unstorableMessage(name) })
  }
  return errors
}

/** Fields that may repeat in a form post and arrive as a list. */
export const listFields: readonly string[] = ["interestedProducts"]

/**
 * A few names out of a list the visitor sent, each shortened: an answer that names what was wrong must
 * not grow with the input (3,000 unknown keys would otherwise be echoed back 3,000 times).
 */
export function someNames(names: readonly string[], shown = 3): string {
  const short = names.slice(0, shown).map((name) => (name.length > 30 ? `${name.slice(0, 30)}…` : name))
  const rest = names.length - short.length
  return rest > 0 ? `${short.join(", ")} ve ${rest} alan daha` : short.join(", ")
}

/** The one error for every field the form does not have: how many, and the first few names. */
export const unknownFieldsMessage = (names: readonly string[]) =>
  names.length === 1
    ? `Bu formda olmayan bir alan gönderildi: ${someNames(names)}. Sayfayı yenileyip formu yeniden gönderin.`
    : `Bu formda olmayan ${names.length} alan gönderildi: ${someNames(names)}. Sayfayı yenileyip formu yeniden gönderin.`

/** The field name of that one error (no field of the form is called so). */
export const UNKNOWN_FIELDS = "_unknown"

const unknownFields = {
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === "unrecognized_keys"
      ? unknownFieldsMessage(issue.keys ?? [])
      : "Form verisi okunamadı: sayfayı yenileyip formu yeniden gönderin.",
}

export const contactLead = z.strictObject({ form: z.literal("contact"), ...metaFields, ...contactFields }, unknownFields)
export const demoLead = z.strictObject({ form: z.literal("demo"), ...metaFields, ...demoFields }, unknownFields)

/** The contact schema with the subject limited to the content's subject list. */
export function contactLeadFor(subjects: readonly string[]) {
  if (subjects.length === 0) return contactLead
  return contactLead.extend({
    subject: subjectKey.pipe(z.enum(subjects as [string, ...string[]], { error: choose("subject") })),
  })
}

export type ContactLead = z.infer<typeof contactLead>
export type DemoLead = z.infer<typeof demoLead>
export type LeadInput = ContactLead | DemoLead
export type FormKind = LeadInput["form"]
export const formKinds = ["contact", "demo"] as const satisfies readonly FormKind[]

/** The visitor's own fields of each form, in the order the form shows them (mail and CSV use it). */
export const formFieldNames = {
  contact: Object.keys(contactFields) as (keyof typeof contactFields)[],
  demo: Object.keys(demoFields) as (keyof typeof demoFields)[],
} as const

/** The demo form's choices by field, so the team reads "Sağlık" and "1-10 çalışan", not "saglik" and "1-10". */
const choiceLabels: Record<string, ReadonlyMap<string, string>> = Object.fromEntries(
  Object.entries({
    sector: sectorOptions,
    employeeCount: employeeCountOptions,
    budget: budgetOptions,
    timeline: timelineOptions,
    preferredDemoType: demoTypeOptions,
    preferredTime: timeOptions,
  }).map(([name, options]) => [name, new Map(options.map((option) => [option.value, option.label]))]),
)

/**
 * A stored field as the sales and support teams read it, in the mail and in the export: choices and
 * contact subjects by their labels (`subjectLabels`, from data/pages/contact.yaml), lists joined.
 */
export function shownValue(name: string, raw: unknown, subjectLabels: ReadonlyMap<string, string>): string {
  const values = Array.isArray(raw) ? raw.map(String) : raw === undefined || raw === null ? [] : [String(raw)]
  const labels = name === "subject" ? subjectLabels : choiceLabels[name]
  return values.map((value) => labels?.get(value) ?? value).join(", ")
}
