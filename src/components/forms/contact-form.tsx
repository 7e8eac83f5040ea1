import { useEffect, useRef } from "react"
import { chooseSubject } from "../../browser/subject"
import { contactForm } from "../../forms/fields"
import { SUBMIT_TIMEOUT_MS } from "../../forms/messages"
import type { Option } from "../../forms/options"
import { formLanguageOf, formWords } from "../../forms/words"
import { fieldGrid, SelectField, TextArea, TextField } from "./fields"
import { FormShell, type FormDelivery } from "./form-shell"
import { useFormDelivery } from "./use-form-delivery"

interface ContactFormProps extends FormDelivery {
  subjects: readonly Option[]
  /** The subject chosen for the visitor, and the message written for them (a check's result page). */
  subject?: string
  message?: string
}

/** The contact page's message form (specification sections 3, 5 and 8; part A decision 5). */
export function ContactForm({ subjects, subject, message, timeoutMs = SUBMIT_TIMEOUT_MS, ...delivery }: ContactFormProps) {
  const subjectRef = useRef<HTMLSelectElement>(null)
  const { outcome, onSubmit, onFocus } = useFormDelivery({ form: "contact", ...delivery, timeoutMs })
  const words = formWords(formLanguageOf(delivery.page)).frame.contact

  // The subject comes from the link the visitor followed, e.g. a support package's "Paketi seç". The
  // site script has usually chosen it already, in the server's HTML, which hydration leaves as it is
  // (the select is uncontrolled); this covers pages where that script does not run (gatsby develop).
  useEffect(() => {
    if (subjectRef.current) chooseSubject(subjectRef.current)
  }, [subjects])

  return (
    <FormShell
      form="contact"
      name="iletisim"
      label={words.label}
      {...delivery}
      outcome={outcome}
      onSubmit={onSubmit}
      onFocus={onFocus}
      submitLabel={words.submit}
    >
      <div css={fieldGrid}>
        <TextField field={contactForm.firstName} />
        <TextField field={contactForm.lastName} />
        <TextField field={contactForm.email} />
        <TextField field={contactForm.phone} />
      </div>
      <SelectField field={contactForm.subject} options={subjects} selectRef={subjectRef} defaultValue={subject} />
      <TextArea field={contactForm.message} rows={message ? 10 : 5} defaultValue={message} />
    </FormShell>
  )
}
