/**
 * The one declaration of the lead forms' fields: name, control, visible label, whether the form asks for it,
 * longest value, options, autocomplete. The React forms (src/components/forms/) draw every field from it and
 * the lead service builds its zod schemas from it (src/leads/fields.ts), so a label, a required flag, a limit
 * or an option list is written once and the page cannot ask for what the service refuses.
 *
 * Plain data: the browser bundle carries this module, so it imports neither zod nor Node nor a component.
 */
import {
  budgetOptions,
  demoTypeOptions,
  employeeCountOptions,
  productOptions,
  sectorOptions,
  timelineOptions,
  timeOptions,
  type Option,
} from "./options"

interface BaseSpec {
  /** What the visitor reads beside the field (and what the service's messages start with). */
  label: string
  /** Enforced by the browser (`required`) and by the service. */
  required: boolean
  /** Shows the star without anyone enforcing the field (specification section 5). */
  starred?: boolean
}

/** A one-line input. `text` is the browser's default type, which the markup leaves unwritten. */
export interface TextInputSpec extends BaseSpec {
  control: "text" | "email" | "tel" | "date"
  maxLength: number
  autoComplete?: string
  inputMode?: "email" | "tel"
}

export interface TextAreaSpec extends BaseSpec {
  control: "textarea"
  maxLength: number
}

/**
 * A drop-down with an empty first choice (`placeholder`). `"subjects"`: the choices are content
 * (data/pages/contact.yaml and what the kinds add), handed to the form and to the service at run time.
 */
export interface SelectSpec extends BaseSpec {
  control: "select"
  options: readonly Option[] | "subjects"
  placeholder: string
  /** The longest key the service accepts; a select has no `maxLength` attribute. */
  maxLength?: number
}

/** Checkboxes (posted as a list) or radio buttons under one legend; a group is never enforced. */
export interface ChoiceSpec extends BaseSpec {
  control: "checkbox" | "radio"
  options: readonly Option[]
  required: false
}

export type FieldSpec = TextInputSpec | TextAreaSpec | SelectSpec | ChoiceSpec

/** A declared field with its name, the key it is declared under (and posted as). */
export type Named<Spec> = Spec & { readonly name: string }

type Declared<Fields extends Record<string, FieldSpec>> = {
  readonly [Name in keyof Fields]: Fields[Name] & { readonly name: Name }
}

/** A form's fields in the order the form shows them, each told its own name. */
function declareForm<const Fields extends Record<string, FieldSpec>>(fields: Fields): Declared<Fields> {
  const declared: { [Name in keyof Fields]?: Fields[Name] & { readonly name: Name } } = {}
  for (const name of Object.keys(fields) as (keyof Fields & string)[]) declared[name] = { ...fields[name], name }
  return declared as Declared<Fields>
}

// Fields both forms have, declared once. Names follow common limits (RFC 5321 allows 254 characters for an
// address); free text further down is generous but bounded, so that one post stays well under the 32 KB
// body limit.
const firstName = {
  control: "text",
  label: "Adınız",
  required: true,
  maxLength: 60,
  autoComplete: "given-name",
} as const satisfies TextInputSpec
const lastName = {
  control: "text",
  label: "Soyadınız",
  required: true,
  maxLength: 60,
  autoComplete: "family-name",
} as const satisfies TextInputSpec
const email = {
  control: "email",
  label: "E-posta",
  required: true,
  maxLength: 254,
  autoComplete: "email",
  inputMode: "email",
} as const satisfies TextInputSpec
/** The contact form lets the visitor leave it out; the demo form asks for it. */
const phone = { control: "tel", label: "Telefon", maxLength: 30, autoComplete: "tel", inputMode: "tel" } as const

/** The contact page's message form (specification section 3). */
export const contactForm = declareForm({
  firstName,
  lastName,
  email,
  phone: { ...phone, required: false },
  subject: { control: "select", label: "Konu", required: true, options: "subjects", placeholder: "Konu seçin", maxLength: 60 },
  message: { control: "textarea", label: "Mesajınız", required: true, maxLength: 5000 },
})

/**
 * The demo request form (specification section 3). Sector, products and demo type carry the star, but the
 * specification enforces none of them (nor a minimum number of products): the browser lets a visitor send
 * without them, so the service must not refuse afterwards what the form let through.
 */
export const demoForm = declareForm({
  firstName,
  lastName,
  email,
  phone: { ...phone, required: true },
  company: { control: "text", label: "Şirket adı", required: true, maxLength: 120, autoComplete: "organization" },
  position: { control: "text", label: "Pozisyonunuz", required: false, maxLength: 100, autoComplete: "organization-title" },
  sector: {
    control: "select",
    label: "Sektör",
    required: false,
    starred: true,
    options: sectorOptions,
    placeholder: "Sektör seçin",
  },
  employeeCount: {
    control: "select",
    label: "Çalışan sayısı",
    required: false,
    options: employeeCountOptions,
    placeholder: "Çalışan sayısı seçin",
  },
  interestedProducts: {
    control: "checkbox",
    label: "İlgilendiğiniz ürünler",
    required: false,
    starred: true,
    options: productOptions,
  },
  currentSoftware: { control: "text", label: "Kullandığınız mevcut yazılım", required: false, maxLength: 200 },
  budget: {
    control: "select",
    label: "Bütçe aralığı",
    required: false,
    options: budgetOptions,
    placeholder: "Bütçe aralığı seçin",
  },
  timeline: {
    control: "select",
    label: "Zaman planı",
    required: false,
    options: timelineOptions,
    placeholder: "Zaman planı seçin",
  },
  specificNeeds: { control: "textarea", label: "Özel ihtiyaçlarınız", required: false, maxLength: 3000 },
  preferredDemoType: {
    control: "radio",
    label: "Tercih ettiğiniz demo türü",
    required: false,
    starred: true,
    options: demoTypeOptions,
  },
  // YYYY-AA-GG: what a date input posts.
  preferredDate: { control: "date", label: "Tercih ettiğiniz tarih", required: false, maxLength: 10 },
  preferredTime: {
    control: "select",
    label: "Tercih ettiğiniz saat",
    required: false,
    options: timeOptions,
    placeholder: "Saat aralığı seçin",
  },
  additionalNotes: { control: "textarea", label: "Ek notlar", required: false, maxLength: 2000 },
})

/** Each lead form's fields, by the form's kind as it is posted (`form`). */
export const leadForms = { contact: contactForm, demo: demoForm } as const

export type FieldName = keyof typeof contactForm | keyof typeof demoForm

/** Both forms' fields, each once by name, contact's first (a field both have is one declaration above). */
const everyField = (): Named<FieldSpec>[] => Object.values({ ...contactForm, ...demoForm })

/** The value of every field that has one, by name, in the order of `everyField`. */
function byName<Value>(valueOf: (field: Named<FieldSpec>) => Value | undefined): Record<string, Value> {
  return Object.fromEntries(
    everyField().flatMap((field) => {
      const value = valueOf(field)
      return value === undefined ? [] : [[field.name, value]]
    }),
  )
}

/** The names of both forms' fields of one control, in their order. */
const namesOf = (control: FieldSpec["control"]) =>
  everyField().flatMap((field) => (field.control === control ? [field.name] : []))

// Marked pure, so that the browser bundle, which reads none of them, leaves them out: it is held to a size
// budget (docs/architecture.md).

/** Every field's label by name. */
export const fieldLabels = /* @__PURE__ */ byName((field) => field.label) as Record<FieldName, string>

/** Checkbox groups: a form post repeats the name for every ticked box, so these arrive as lists. */
export const listFields: readonly string[] = /* @__PURE__ */ namesOf("checkbox")

/** Fields typed into a `<textarea>`: the only ones where a line break is something a form can produce. */
export const multiLineFields: readonly string[] = /* @__PURE__ */ namesOf("textarea")
