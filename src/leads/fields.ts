/**
 * The lead service's schemas, built from the forms' own field declarations (src/forms/fields.ts): every
 * label, required flag, limit and option list comes from there, so the service accepts what the page asks
 * for. What is the service's alone lives here: how a value is checked (an e-mail, a phone number, a date),
 * the hidden fields every post carries, and the refusal texts.
 *
 * Every message is in the form's language (./words.ts) and starts with the field's visible label, so a
 * visitor without JavaScript can find the field the service refused. An optional field may arrive as "" (a form posts every field), so
 * "" is accepted wherever a value is optional.
 */
import { unstorableText } from "../forms/unstorable-text"
import { z } from "zod"
import {
  contactForm,
  demoForm,
  fieldLabels as formFieldLabels,
  multiLineFields,
  type ChoiceSpec,
  type FieldName,
  type FieldSpec,
  type Named,
  type SelectSpec,
  type TextAreaSpec,
  type TextInputSpec,
} from "../forms/fields"
import { postFields } from "../forms/post-fields"
import { serviceWordsIn, turkishServiceWords, type ServiceLanguage, type ServiceWords } from "./words"

/** The label of every field the service names: the forms' fields, and the consent box by a short name. */
export const fieldLabels: Readonly<Record<FieldName | "marketingConsent", string>> = {
  ...formFieldLabels,
  marketingConsent: turkishServiceWords.label("marketingConsent"),
}

type Field<Spec extends FieldSpec = FieldSpec> = Named<Spec> & { readonly name: FieldName }

// Digits with the separators people type (+90 (452) 555-01-00); at least seven digits.
const phonePattern = /^\+?[0-9 ()./-]*$/

const noticeHash = /^[0-9a-f]{16}$/

/**
 * A few names out of a list the visitor sent, each shortened: an answer that names what was wrong must
 * not grow with the input (3,000 unknown keys would otherwise be echoed back 3,000 times).
 */
export function someNames(names: readonly string[], shown = 3, words: ServiceWords = turkishServiceWords): string {
  const short = names.slice(0, shown).map((name) => (name.length > 30 ? `${name.slice(0, 30)}…` : name))
  const rest = names.length - short.length
  return rest > 0 ? words.andMore(short.join(", "), rest) : short.join(", ")
}

/** The one error for every field the form does not have: how many, and the first few names. */
export const unknownFieldsMessage = (names: readonly string[], words: ServiceWords = turkishServiceWords) =>
  words.unknownFields(names.length, someNames(names, 3, words))

/** The field name of that one error (no field of the form is called so). */
export const UNKNOWN_FIELDS = "_unknown"

/**
 * One error for every field (the form's own and the hidden ones) whose text cannot be stored, named by
 * the field; unknown fields are left to the schema's single summary.
 */
export function unstorableFields(
  values: Record<string, unknown>,
  words: ServiceWords = turkishServiceWords,
): { field: string; message: string }[] {
  const every: Record<string, Named<FieldSpec>> = { ...contactForm, ...demoForm }
  const errors: { field: string; message: string }[] = []
  for (const [name, value] of Object.entries(values)) {
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : []
    const lines = multiLineFields.includes(name) ? "many" : "one"
    const label = name in every ? words.label(every[name]) : name === postFields.consent ? words.label("marketingConsent") : null
    if (texts.some((text) => unstorableText(text, lines))) errors.push({ field: name, message: words.unstorable(label) })
  }
  return errors
}

/** The service's schemas with the messages of one language (`words`); the Turkish ones are exported below. */
function schemasIn(words: ServiceWords) {
  const label = (field: Field) => words.label(field)
  const fill = (field: Field) => words.fill(label(field))
  const tooLong = (field: Field<TextInputSpec | TextAreaSpec>) => words.tooLong(label(field), field.maxLength)
  const choose = (field: Field) => words.choose(label(field))

  /** A free-text field: trimmed, bounded; required ones must not be blank. */
  function text(field: Field<(TextInputSpec & { control: "text" }) | TextAreaSpec>) {
    const base = z.string({ error: field.required ? fill(field) : words.notText(label(field)) }).trim()
    const bounded = base.max(field.maxLength, tooLong(field))
    return field.required ? bounded.min(1, fill(field)) : bounded.optional()
  }

  /** One value out of a fixed list of options; "" means not chosen. */
  function choice(field: Field<(SelectSpec & { options: readonly { value: string }[] }) | (ChoiceSpec & { control: "radio" })>) {
    const values = field.options.map((option) => option.value) as [string, ...string[]]
    const picked = z.enum(values, { error: choose(field) })
    if (field.required)
      return z
        .string({ error: choose(field) })
        .min(1, choose(field))
        .pipe(picked)
    return z.union([z.literal(""), picked], { error: choose(field) }).optional()
  }

  /** An e-mail address; both forms ask for it. */
  function email(field: Field<TextInputSpec & { control: "email"; required: true }>) {
    return z
      .string({ error: fill(field) })
      .trim()
      .min(1, fill(field))
      .max(field.maxLength, tooLong(field))
      .pipe(z.email(words.email(label(field))))
  }

  /** A phone number, asked for or not as the form declares. */
  function phone(field: Field<TextInputSpec & { control: "tel" }>) {
    const message = words.phone(label(field))
    const number = z
      .string()
      .regex(phonePattern, { message, abort: true })
      .refine((value) => value.replace(/\D/g, "").length >= 7, message)
    if (field.required)
      return z
        .string({ error: fill(field) })
        .trim()
        .min(1, fill(field))
        .max(field.maxLength, tooLong(field))
        .pipe(number)
    return z
      .string({ error: message })
      .trim()
      .max(field.maxLength, tooLong(field))
      .pipe(z.union([z.literal(""), number], { error: message }))
      .optional()
  }

  /**
   * The contact form's subject. Its choices are content (data/pages/contact.yaml `subjects`), so this
   * schema checks the form of the key; the service passes the content's list to `contactLeadFor`.
   */
  function subjectKey(field: Field<SelectSpec & { options: "subjects"; required: true; maxLength: number }>) {
    return z
      .string({ error: choose(field) })
      .trim()
      .min(1, choose(field))
      .max(field.maxLength, choose(field))
      .regex(/^[a-z0-9-]+$/, choose(field))
  }

  /** Checkbox choices; a form post repeats the name for every ticked box, JSON sends a list. */
  function list(field: Field<ChoiceSpec & { control: "checkbox" }>) {
    const values = field.options.map((option) => option.value) as [string, ...string[]]
    // Optional, as every box of the group is: the specification stars the group but enforces no minimum.
    return z
      .array(z.enum(values, { error: choose(field) }), { error: choose(field) })
      .max(values.length, choose(field))
      .refine((picked) => new Set(picked).size === picked.length, choose(field))
      .optional()
  }

  /** A date as a date input posts it (YYYY-MM-DD), or nothing. */
  function date(field: Field<TextInputSpec & { control: "date"; required: false }>) {
    const message = words.date(label(field))
    return z
      .string()
      .trim()
      .pipe(z.union([z.literal(""), z.iso.date(message)], { error: message }))
      .optional()
  }

  /**
   * Fields every lead post carries besides the form's own: which form, the Law 6563 consent, the KVKK
   * notice's version, the honeypot, the time token, the idempotency key and the page it came from.
   */
  const metaFields = {
    /** Ticked separate checkbox for commercial electronic messages: "on" from a form post, true in JSON. */
    [postFields.consent]: z
      .union([z.literal("on"), z.literal("true"), z.literal(""), z.boolean()], {
        error: words.consent(words.label("marketingConsent")),
      })
      .optional()
      .transform((value) => value === true || value === "on" || value === "true"),
    /** First 16 hex characters of the sha256 of the KVKK notice text the form linked. */
    [postFields.noticeVersion]: z.string({ error: words.noticeMissing }).regex(noticeHash, words.noticeUnknown),
    /** Honeypot: hidden from people; the service refuses a post that fills it. */
    [postFields.honeypot]: z.string().max(500, words.formNotChecked).optional(),
    [postFields.token]: z.string({ error: words.token }).max(200, words.token),
    /** Idempotency key: a UUID from the island, or the token's nonce without JavaScript. */
    [postFields.key]: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, words.key)
      .optional(),
    /** The page's path and query string (utm_* are read from it). */
    [postFields.page]: z
      .string()
      .max(2000, words.pageTooLong)
      .regex(/^(\/[^\s]*)?$/, words.pageInvalid)
      .optional(),
    /** The referrer's origin, read by the island; "" when there is none. */
    [postFields.referrer]: z.string().max(300, words.referrerTooLong).optional(),
  }

  const subject = subjectKey(contactForm.subject)

  const contactFields = {
    firstName: text(contactForm.firstName),
    lastName: text(contactForm.lastName),
    email: email(contactForm.email),
    phone: phone(contactForm.phone),
    subject,
    message: text(contactForm.message),
  } satisfies Schemas<typeof contactForm>

  const demoFields = {
    firstName: text(demoForm.firstName),
    lastName: text(demoForm.lastName),
    email: email(demoForm.email),
    phone: phone(demoForm.phone),
    company: text(demoForm.company),
    position: text(demoForm.position),
    sector: choice(demoForm.sector),
    employeeCount: choice(demoForm.employeeCount),
    interestedProducts: list(demoForm.interestedProducts),
    currentSoftware: text(demoForm.currentSoftware),
    budget: choice(demoForm.budget),
    timeline: choice(demoForm.timeline),
    specificNeeds: text(demoForm.specificNeeds),
    preferredDemoType: choice(demoForm.preferredDemoType),
    preferredDate: date(demoForm.preferredDate),
    preferredTime: choice(demoForm.preferredTime),
    additionalNotes: text(demoForm.additionalNotes),
  } satisfies Schemas<typeof demoForm>

  const unknownFields = {
    error: (issue: { code?: string; keys?: readonly string[] }) =>
      issue.code === "unrecognized_keys" ? unknownFieldsMessage(issue.keys ?? [], words) : words.unreadable,
  }

  const contactLead = z.strictObject({ [postFields.form]: z.literal("contact"), ...metaFields, ...contactFields }, unknownFields)
  const demoLead = z.strictObject({ [postFields.form]: z.literal("demo"), ...metaFields, ...demoFields }, unknownFields)

  /** The contact schema with the subject limited to the content's subject list. */
  function contactLeadFor(subjects: readonly string[]) {
    if (subjects.length === 0) return contactLead
    return contactLead.extend({
      subject: subject.pipe(z.enum(subjects as [string, ...string[]], { error: choose(contactForm.subject) })),
    })
  }

  return { metaFields, contactFields, demoFields, contactLead, demoLead, contactLeadFor }
}

/** A schema for every declared field of a form, and for nothing else (checked by the compiler). */
type Schemas<Fields> = { [Name in keyof Fields]: z.ZodType }

const turkishSchemas = schemasIn(turkishServiceWords)
export const { metaFields, contactFields, demoFields, contactLead, demoLead, contactLeadFor } = turkishSchemas

const schemasByLanguage = new Map<ServiceLanguage, ReturnType<typeof schemasIn>>([["tr", turkishSchemas]])

/** The schemas whose refusals speak `language` (built once per language). */
export function leadSchemasIn(language: ServiceLanguage) {
  let schemas = schemasByLanguage.get(language)
  if (!schemas) schemasByLanguage.set(language, (schemas = schemasIn(serviceWordsIn(language))))
  return schemas
}

export type ContactLead = z.infer<typeof contactLead>
export type DemoLead = z.infer<typeof demoLead>
export type LeadInput = ContactLead | DemoLead
export type FormKind = LeadInput["form"]
export const formKinds = ["contact", "demo"] as const satisfies readonly FormKind[]

/** The visitor's own fields of each form, in the order the form shows them (mail and CSV use it). */
export const formFieldNames = {
  contact: Object.keys(contactForm) as (keyof typeof contactForm)[],
  demo: Object.keys(demoForm) as (keyof typeof demoForm)[],
} as const

/** The forms' choices by field, so the team reads "Sağlık" and "1-10 çalışan", not "saglik" and "1-10". */
const choiceLabels: Record<string, ReadonlyMap<string, string>> = Object.fromEntries(
  [...Object.values(contactForm), ...Object.values(demoForm)].flatMap((field: Named<FieldSpec>) =>
    "options" in field && typeof field.options !== "string"
      ? [[field.name, new Map(field.options.map((option) => [option.value, option.label]))]]
      : [],
  ),
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
