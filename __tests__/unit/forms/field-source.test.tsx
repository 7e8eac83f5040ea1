import { render, screen } from "@testing-library/react"
import path from "path"
import { z } from "zod"
import { ContactFormSection } from "../../../src/components/sections/contact-form-section"
import { DemoFormSection } from "../../../src/components/sections/demo-form-section"
import { LeadFormPage } from "../../../src/components/sections/form-delivery"
import {
  contactForm,
  demoForm,
  leadForms,
  type FieldSpec,
  type Named,
  type TextAreaSpec,
  type TextInputSpec,
} from "../../../src/forms/fields"
import { postFields } from "../../../src/forms/post-fields"
import { readSubjects } from "../../../src/leads/config"
import { contactFields, contactLeadFor, demoFields, demoLead, formFieldNames } from "../../../src/leads/fields"
import { contactSubjects, NOTICE_VERSION, visitorFields } from "./form-test-helpers"

/**
 * Issue 48: the forms the pages render and the schemas the lead service validates with come from one
 * declaration per field (src/forms/fields.ts). This renders both forms as their pages do and holds every
 * field of the page to its declaration and to the service: the same names, the same required flags, the
 * same limits, the same options, the same label. A field added to one side only, or a required flag
 * changed on one side, fails here.
 */

/** The subjects the service accepts: the contact form's own, then those other files offer (events). */
const serviceSubjects = [...readSubjects(path.join(__dirname, "..", "..", "..", "data")).keys()]

interface Case {
  kind: keyof typeof leadForms
  formName: string
  declared: Readonly<Record<string, Named<FieldSpec>>>
  service: Readonly<Record<string, z.ZodType>>
  /** The service's whole schema of a post: the form's fields and those every post carries. */
  post: z.ZodObject
  renderPage: () => void
}

const cases: Case[] = [
  {
    kind: "contact",
    formName: "İletişim formu",
    declared: contactForm,
    // The subject's choices are content: the service's schema is made with them at start.
    service: { ...contactFields, subject: contactLeadFor(serviceSubjects).shape.subject },
    post: contactLeadFor(serviceSubjects),
    renderPage: () =>
      render(
        <LeadFormPage.Provider value={{ page: "/contact", noticeVersion: NOTICE_VERSION }}>
          <ContactFormSection section={{ heading: "Bize yazın", intro: null, subjects: contactSubjects() }} tone="plain" />
        </LeadFormPage.Provider>,
      ),
  },
  {
    kind: "demo",
    formName: "Demo talep formu",
    declared: demoForm,
    service: demoFields,
    post: demoLead,
    renderPage: () =>
      render(
        <LeadFormPage.Provider value={{ page: "/demo", noticeVersion: NOTICE_VERSION }}>
          <DemoFormSection section={{ heading: "Demo", intro: null }} tone="plain" />
        </LeadFormPage.Provider>,
      ),
  },
]

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The elements a field is posted from: one, or a group's boxes. */
function controlsOf(form: HTMLFormElement, name: string): Control[] {
  const controls = Array.from(form.querySelectorAll<Control>(`[name="${name}"]`))
  if (controls.length === 0) throw new Error(`the form has no field named ${name}`)
  return controls
}

/** A field the visitor types into (not one of a list of choices). */
const typed = (field: Named<FieldSpec>): field is Named<TextInputSpec | TextAreaSpec> =>
  field.control !== "select" && field.control !== "checkbox" && field.control !== "radio"

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success

/** The values a choice schema of the service accepts, read from its enums ("" is "not chosen"). */
function acceptedValues(schema: unknown): string[] {
  if (schema instanceof z.ZodEnum) return schema.options.map(String)
  if (schema instanceof z.ZodLiteral) return [...schema.values].map(String).filter((value) => value !== "")
  if (schema instanceof z.ZodOptional) return acceptedValues(schema.unwrap())
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(acceptedValues)
  if (schema instanceof z.ZodPipe) return acceptedValues(schema.out)
  if (schema instanceof z.ZodArray) return acceptedValues(schema.element)
  return []
}

/** A value a visitor could type into the control that is `length` characters long. */
function sample(control: FieldSpec["control"], length: number): string {
  const domain = "@example.com"
  if (control === "email") return "a".repeat(length - domain.length) + domain
  if (control === "tel") return "1".repeat(length)
  // A date input posts exactly ten characters; anything longer is no date.
  if (control === "date") return "2030-01-01".padEnd(length, "1")
  return "a".repeat(length)
}

/** What the field's label or legend shows, without the star; and whether the star is there. */
function shownLabel(form: HTMLFormElement, control: Control) {
  const caption =
    control.type === "checkbox" || control.type === "radio"
      ? control.closest("fieldset")?.querySelector("legend")
      : form.querySelector(`label[for="${control.id}"]`)
  const star = caption?.querySelector("[aria-hidden='true']")
  return { text: (caption?.textContent ?? "").replace(star?.textContent ?? "", ""), starred: Boolean(star) }
}

describe.each(cases)(
  "the $kind form, its declaration and the lead service",
  ({ kind, formName, declared, service, post, renderPage }) => {
    const pageForm = () => {
      renderPage()
      return screen.getByRole("form", { name: formName }) as HTMLFormElement
    }
    const fields = Object.values(declared)

    it("post the hidden fields and the honeypot under the names the service's schema reads (src/forms/fields.ts)", () => {
      const form = pageForm()
      const visitor = new Set(visitorFields(form))
      const others = Array.from(form.querySelectorAll<Control>("[name]"), (control) => control.name).filter(
        (name) => !visitor.has(name),
      )
      expect(new Set(others)).toEqual(
        new Set([
          postFields.form,
          postFields.noticeVersion,
          postFields.consent,
          postFields.token,
          postFields.page,
          postFields.honeypot,
        ]),
      )
      for (const name of Object.values(postFields)) expect(Object.keys(post.shape)).toContain(name)
    })

    it("name the same fields in the same order", () => {
      const names = Object.keys(declared)
      expect(visitorFields(pageForm())).toEqual(names)
      expect(Object.keys(service)).toEqual(names)
      expect(formFieldNames[kind]).toEqual(names)
      expect(fields.map((field) => field.name)).toEqual(names)
    })

    it("ask for a field exactly where the service refuses it empty", () => {
      const form = pageForm()
      for (const field of fields) {
        const empty = field.control === "checkbox" ? [] : ""
        const asked = controlsOf(form, field.name).map((c) => c.required || c.getAttribute("aria-required") === "true")
        expect({ field: field.name, asked: [...new Set(asked)] }).toEqual({ field: field.name, asked: [field.required] })
        expect({ field: field.name, acceptsMissing: accepts(service[field.name], undefined) }).toEqual({
          field: field.name,
          acceptsMissing: !field.required,
        })
        expect({ field: field.name, acceptsEmpty: accepts(service[field.name], empty) }).toEqual({
          field: field.name,
          acceptsEmpty: !field.required,
        })
      }
    })

    it("limit every typed field to the longest value the service accepts", () => {
      const form = pageForm()
      for (const field of fields) {
        const [control] = controlsOf(form, field.name)
        if (!typed(field)) {
          // Chosen, not typed: the service checks the choice, the browser sets no length.
          expect({ field: field.name, maxlength: control.getAttribute("maxlength") }).toEqual({
            field: field.name,
            maxlength: null,
          })
          continue
        }
        const limit = Number(control.getAttribute("maxlength"))
        expect({ field: field.name, maxLength: limit }).toEqual({ field: field.name, maxLength: field.maxLength })
        expect({ field: field.name, longest: accepts(service[field.name], sample(field.control, limit)) }).toEqual({
          field: field.name,
          longest: true,
        })
        expect({ field: field.name, tooLong: accepts(service[field.name], sample(field.control, limit + 1)) }).toEqual({
          field: field.name,
          tooLong: false,
        })
      }
    })

    it("offer exactly the options the service accepts", () => {
      const form = pageForm()
      for (const field of fields) {
        if (!("options" in field)) continue
        const controls = controlsOf(form, field.name)
        const offered =
          field.control === "select"
            ? Array.from((controls[0] as HTMLSelectElement).options, (option) => option.value).filter((value) => value !== "")
            : controls.map((control) => control.value)
        const accepted = acceptedValues(service[field.name])
        if (field.options === "subjects") {
          // The service also takes the subjects other files offer (an event's registration), after the form's own.
          expect(offered).toEqual(contactSubjects().map((subject) => subject.value))
          expect(accepted.slice(0, offered.length)).toEqual(offered)
        } else {
          expect({ field: field.name, offered }).toEqual({ field: field.name, offered: field.options.map((o) => o.value) })
          expect({ field: field.name, accepted }).toEqual({ field: field.name, accepted: offered })
        }
        for (const value of offered) {
          const posted = field.control === "checkbox" ? [value] : value
          expect({ field: field.name, value, accepted: accepts(service[field.name], posted) }).toEqual({
            field: field.name,
            value,
            accepted: true,
          })
        }
      }
    })

    it("show each field's declared label, starred where the form asks for it, and the service names it so", () => {
      const form = pageForm()
      for (const field of fields) {
        const [control] = controlsOf(form, field.name)
        expect({ field: field.name, ...shownLabel(form, control) }).toEqual({
          field: field.name,
          text: field.label,
          starred: field.required || field.starred === true,
        })
        // A refusal starts with the label the visitor sees, so the field can be found without JavaScript.
        const wrong = typed(field) ? sample(field.control, field.maxLength + 1) : field.control === "checkbox" ? ["yok"] : "yok"
        const refusal = service[field.name].safeParse(wrong).error?.issues[0]?.message ?? ""
        expect({ field: field.name, named: refusal.startsWith(`${field.label}: `) }).toEqual({ field: field.name, named: true })
      }
    })

    it("draw each field with its declared control, type and autocomplete", () => {
      const form = pageForm()
      for (const field of fields) {
        const [control] = controlsOf(form, field.name)
        const drawn = control.tagName === "INPUT" ? control.type : control.tagName.toLowerCase()
        expect({ field: field.name, drawn }).toEqual({ field: field.name, drawn: field.control })
        const autoComplete = "autoComplete" in field ? (field.autoComplete ?? null) : null
        expect({ field: field.name, autocomplete: control.getAttribute("autocomplete") }).toEqual({
          field: field.name,
          autocomplete: autoComplete,
        })
      }
    })
  },
)
