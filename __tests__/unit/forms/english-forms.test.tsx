/**
 * @jest-environment ./__tests__/unit/forms/support/jsdom-with-fetch.ts
 */
import { cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../src/components/forms/contact-form"
import { DemoForm } from "../../../src/components/forms/demo-form"
import { demoForm, contactForm } from "../../../src/forms/fields"
import { translatedFormWords } from "../../../src/forms/words"
import { contactSubjects, delivery, optionValues } from "./form-test-helpers"

/**
 * Issue 53: a form on an English page (its `page` under /en) speaks English: labels, choices, legends, the
 * consent and the outcome; it posts the same values as the Turkish form, which the service and the sales
 * team read. An island hydrates without the page's context, so the language comes from the form's `page`.
 */
const english = { ...delivery, page: "/en/demo", notice: "/en/privacy" }

afterEach(() => jest.restoreAllMocks())

describe("a form on an English page", () => {
  it("labels every field, choice and group in English, and posts the Turkish form's values", () => {
    render(<DemoForm {...english} />)
    const form = screen.getByRole("form", { name: "Demo request form" }) as HTMLFormElement
    for (const label of [
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Company name",
      "Industry",
      "Preferred date",
      "Additional notes",
    ])
      expect(within(form).getAllByText(label).length).toBeGreaterThan(0)
    for (const legend of ["Your contact details", "Your company", "Your needs", "Your demo"])
      expect(within(form).getByText(legend)).toBeTruthy()
    const sector = form.querySelector<HTMLSelectElement>('[name="sector"]')
    expect(sector && Array.from(sector.options).map((option) => option.textContent)).toEqual([
      "Choose an industry",
      "Manufacturing",
      "Retail",
      "Healthcare",
      "Education",
      "Hospitality",
      "Services",
    ])
    // The values are the service's, in every language.
    expect(sector && optionValues(sector)).toEqual(["imalat", "perakende", "saglik", "egitim", "otelcilik", "hizmet"])
    expect(within(form).getByLabelText("ERP system")).toHaveAttribute("value", "ERP Sistemi")
    expect(within(form).getByText("17:00–19:00 (outside office hours, by appointment)")).toHaveAttribute("value", "17:00-19:00")
    // The notice is the English page's, and the consent is Law 6563's, in English.
    expect(within(form).getByRole("link", { name: /privacy notice under the KVKK/ })).toHaveAttribute("href", "/en/privacy")
    expect(within(form).getByRole("checkbox", { name: /commercial electronic messages/ })).not.toBeChecked()
    expect(within(form).getByRole("button", { name: "Send my demo request" })).toBeEnabled()
    expect(form.textContent).not.toMatch(/[çğıöşÇĞÖŞ]/)
  })

  it("shows its outcome in English", async () => {
    const fetch = jest.spyOn(window, "fetch")
    const sendOnce = async () => {
      render(
        <ContactForm
          {...english}
          page="/en/contact"
          delivery="endpoint"
          action="https://formlar.example/f/abc"
          subjects={contactSubjects()}
        />,
      )
      const form = screen.getByRole("form", { name: "Contact form" }) as HTMLFormElement
      const user = userEvent.setup()
      await user.type(within(form).getByLabelText(/First name/), "Jane")
      await user.type(within(form).getByLabelText(/Last name/), "Smith")
      await user.type(within(form).getByLabelText(/E-mail/), "jane@example.com")
      await user.selectOptions(within(form).getByLabelText(/Subject/), contactSubjects()[0].value)
      await user.type(within(form).getByLabelText(/Your message/), "We export to Germany and need e-invoicing.")
      await user.click(within(form).getByRole("button", { name: "Send my message" }))
      return form
    }
    fetch.mockResolvedValue(new Response("{}", { status: 200 }))
    const sent = await sendOnce()
    expect(
      await within(sent).findByText("Your message has been received. We will get back to you as soon as possible."),
    ).toBeTruthy()
    cleanup()
    fetch.mockRejectedValue(new Error("offline"))
    const failed = await sendOnce()
    expect(
      await within(failed).findByText(/^Your form could not be sent just now\. Nothing you entered has been lost\./),
    ).toBeTruthy()
  })

  it("has every declared field and choice in each translation", () => {
    for (const [code, words] of Object.entries(translatedFormWords))
      for (const field of [...Object.values(contactForm), ...Object.values(demoForm)]) {
        expect({ code, field: field.name, label: words.labels[field.name] }).toEqual({
          code,
          field: field.name,
          label: expect.any(String),
        })
        if ("placeholder" in field)
          expect({ code, field: field.name, placeholder: words.placeholders[field.name] }).toEqual({
            code,
            field: field.name,
            placeholder: expect.any(String),
          })
        if ("options" in field && field.options !== "subjects")
          for (const option of field.options)
            expect({ code, field: field.name, option: option.value, label: words.options[field.name]?.[option.value] }).toEqual({
              code,
              field: field.name,
              option: option.value,
              label: expect.any(String),
            })
      }
  })

  it("leaves a Turkish page's form as it was", () => {
    render(<DemoForm {...delivery} page="/demo" />)
    const form = screen.getByRole("form", { name: "Demo talep formu" })
    expect(within(form).getByRole("link", { name: "KVKK aydınlatma metninde" })).toHaveAttribute("href", "/privacy")
    expect(within(form).getByRole("button", { name: "Demo talebini gönder" })).toBeTruthy()
  })
})
