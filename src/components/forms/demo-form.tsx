import { css } from "@emotion/react"
import { demoForm } from "../../forms/fields"
import { SUBMIT_TIMEOUT_MS } from "../../forms/messages"
import { formLanguageOf, formWords } from "../../forms/words"
import { colors, fontSizes, space } from "../../theme"
import { ChoiceGroup, fieldGrid, FieldNote, SelectField, TextArea, TextField } from "./fields"
import { FormShell, type FormDelivery } from "./form-shell"
import { useFormDelivery } from "./use-form-delivery"

const group = css`
  display: grid;
  gap: ${space.lg};
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: ${space.md};
    font-size: ${fontSizes.lg};
    font-weight: 750;
    color: ${colors.ink};
  }
`

/** Checkbox groups, posted as lists (derived here: the shared `listFields` is left out of the browser bundle). */
const listFields = Object.values(demoForm).flatMap((field) => (field.control === "checkbox" ? [field.name] : []))

/** The demo request form (specification sections 3, 5 and 8; part A decision 5). */
export function DemoForm({ timeoutMs = SUBMIT_TIMEOUT_MS, ...delivery }: FormDelivery) {
  const words = formWords(formLanguageOf(delivery.page)).frame.demo
  // The visitor's values go to the lead service only, never to the browser's console.
  const { outcome, onSubmit, onFocus } = useFormDelivery({ form: "demo", ...delivery, timeoutMs, listFields })

  return (
    <FormShell
      form="demo"
      name="demo-talebi"
      label={words.label}
      {...delivery}
      outcome={outcome}
      onSubmit={onSubmit}
      onFocus={onFocus}
      submitLabel={words.submit}
    >
      <FieldNote>{words.note}</FieldNote>
      <fieldset css={group}>
        <legend>{words.contact}</legend>
        <div css={fieldGrid}>
          <TextField field={demoForm.firstName} />
          <TextField field={demoForm.lastName} />
          <TextField field={demoForm.email} />
          <TextField field={demoForm.phone} />
        </div>
      </fieldset>
      <fieldset css={group}>
        <legend>{words.company}</legend>
        <div css={fieldGrid}>
          <TextField field={demoForm.company} />
          <TextField field={demoForm.position} />
          <SelectField field={demoForm.sector} />
          <SelectField field={demoForm.employeeCount} />
        </div>
      </fieldset>
      <fieldset css={group}>
        <legend>{words.needs}</legend>
        <ChoiceGroup field={demoForm.interestedProducts} />
        <div css={fieldGrid}>
          <TextField field={demoForm.currentSoftware} />
          <SelectField field={demoForm.budget} />
          <SelectField field={demoForm.timeline} />
        </div>
        <TextArea field={demoForm.specificNeeds} rows={4} />
      </fieldset>
      <fieldset css={group}>
        <legend>{words.demo}</legend>
        <ChoiceGroup field={demoForm.preferredDemoType} />
        <div css={fieldGrid}>
          <TextField field={demoForm.preferredDate} />
          <SelectField field={demoForm.preferredTime} />
        </div>
        <TextArea field={demoForm.additionalNotes} rows={3} />
      </fieldset>
    </FormShell>
  )
}
