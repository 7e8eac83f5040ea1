import { css } from "@emotion/react"
import { colors, fontSizes, space } from "../../theme"
import {
  budgetOptions,
  demoTypeOptions,
  employeeCountOptions,
  productOptions,
  sectorOptions,
  timelineOptions,
  timeOptions,
} from "../../forms/options"
import { ChoiceGroup, fieldGrid, FieldNote, SelectField, TextArea, TextField } from "./fields"
import { FormShell, type FormDelivery } from "./form-shell"
import { SUBMIT_TIMEOUT_MS } from "../../forms/messages"
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

/** Checkbox groups, posted as lists. */
const listFields = ["interestedProducts"] as const

/** The demo request form (specification sections 3, 5 and 8; part A decision 5). */
export function DemoForm({ timeoutMs = SUBMIT_TIMEOUT_MS, ...delivery }: FormDelivery) {
  // The visitor's values go to the lead service only, never to the browser's console.
  const { outcome, onSubmit, onFocus } = useFormDelivery({ form: "demo", ...delivery, timeoutMs, listFields })

  return (
    <FormShell
      form="demo"
      name="demo-talebi"
      label="Demo talep formu"
      {...delivery}
      outcome={outcome}
      onSubmit={onSubmit}
      onFocus={onFocus}
      submitLabel="Demo talebini gönder"
    >
      <FieldNote>Yıldızla (*) işaretli alanlar demonuzu hazırlamamız için gereklidir.</FieldNote>
      <fieldset css={group}>
        <legend>İletişim bilgileri</legend>
        <div css={fieldGrid}>
          <TextField label="Adınız" name="firstName" autoComplete="given-name" required />
          <TextField label="Soyadınız" name="lastName" autoComplete="family-name" required />
          <TextField label="E-posta" name="email" type="email" autoComplete="email" inputMode="email" required />
          <TextField label="Telefon" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
        </div>
      </fieldset>
      <fieldset css={group}>
        <legend>Şirket bilgileri</legend>
        <div css={fieldGrid}>
          <TextField label="Şirket adı" name="company" autoComplete="organization" required />
          <TextField label="Pozisyonunuz" name="position" autoComplete="organization-title" />
          <SelectField label="Sektör" name="sector" options={sectorOptions} placeholder="Sektör seçin" starred />
          <SelectField
            label="Çalışan sayısı"
            name="employeeCount"
            options={employeeCountOptions}
            placeholder="Çalışan sayısı seçin"
          />
        </div>
      </fieldset>
      <fieldset css={group}>
        <legend>İhtiyaçlarınız</legend>
        <ChoiceGroup legend="İlgilendiğiniz ürünler" name="interestedProducts" type="checkbox" options={productOptions} starred />
        <div css={fieldGrid}>
          <TextField label="Kullandığınız mevcut yazılım" name="currentSoftware" />
          <SelectField label="Bütçe aralığı" name="budget" options={budgetOptions} placeholder="Bütçe aralığı seçin" />
          <SelectField label="Zaman planı" name="timeline" options={timelineOptions} placeholder="Zaman planı seçin" />
        </div>
        <TextArea label="Özel ihtiyaçlarınız" name="specificNeeds" rows={4} />
      </fieldset>
      <fieldset css={group}>
        <legend>Demo tercihleri</legend>
        <ChoiceGroup
          legend="Tercih ettiğiniz demo türü"
          name="preferredDemoType"
          type="radio"
          options={demoTypeOptions}
          starred
        />
        <div css={fieldGrid}>
          <TextField label="Tercih ettiğiniz tarih" name="preferredDate" type="date" />
          <SelectField
            label="Tercih ettiğiniz saat"
            name="preferredTime"
            options={timeOptions}
            placeholder="Saat aralığı seçin"
          />
        </div>
        <TextArea label="Ek notlar" name="additionalNotes" rows={3} />
      </fieldset>
    </FormShell>
  )
}
