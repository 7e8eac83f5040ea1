import { css } from "@emotion/react"
import {
  createContext,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react"
import { colors, fontSizes, radii, space } from "../../theme"
import type { Option } from "../../forms/options"

/** The name of the form a field belongs to (set by FormShell). */
export const FormNameContext = createContext("form")

/**
 * The longest value the lead service accepts per field (fieldLimits of src/leads/fields.ts), handed
 * to the island as a prop: importing that module here would bring its validation library into the
 * browser bundle.
 */
export const FieldLimitsContext = createContext<Readonly<Record<string, number>>>({})

/**
 * A field's id, from its form's name and its own: the same in the page the build renders and in the
 * island the browser hydrates, where React's useId would count from a different root. Error links
 * (`#iletisim-email`) point at it.
 */
export const fieldId = (form: string, name: string) => `${form}-${name}`
const useFieldId = (name: string) => fieldId(useContext(FormNameContext), name)
const useLimit = (name: string): number | undefined => useContext(FieldLimitsContext)[name]

export const fieldGrid = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`

const field = css`
  display: grid;
  gap: 0.375rem;
  align-content: start;
  label,
  legend {
    font-weight: 650;
    color: ${colors.ink};
    font-size: ${fontSizes.sm};
  }
  input:not([type="checkbox"]):not([type="radio"]),
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: 0.625rem 0.875rem;
    border: 1px solid #8a99ab;
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.ink};
  }
  textarea {
    resize: vertical;
    line-height: 1.5;
  }
  [aria-invalid="true"] {
    border-color: ${colors.danger};
    box-shadow: inset 0 0 0 1px ${colors.danger};
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
    border-color: ${colors.primary};
  }
`

const star = css`
  color: ${colors.danger};
  margin-left: 0.125rem;
`

const choiceSet = css`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: ${space.sm};
    padding: 0;
  }
  > div {
    display: grid;
    gap: ${space.xs} ${space.lg};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    font-weight: 500;
    color: ${colors.text};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${colors.primary};
    flex: none;
  }
`

/** The label text with the star that marks a field the form asks for. */
function LabelText({ label, starred }: { label: string; starred?: boolean }) {
  return (
    <>
      {label}
      {starred && (
        <span css={star} aria-hidden="true">
          *
        </span>
      )}
    </>
  )
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  name: string
}

export function TextField({ label, required, ...input }: TextFieldProps) {
  const id = useFieldId(input.name)
  const maxLength = useLimit(input.name)
  return (
    <div css={field}>
      <label htmlFor={id}>
        <LabelText label={label} starred={required} />
      </label>
      <input id={id} required={required} maxLength={maxLength} {...input} />
    </div>
  )
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  name: string
}

export function TextArea({ label, required, ...textarea }: TextAreaProps) {
  const id = useFieldId(textarea.name)
  const maxLength = useLimit(textarea.name)
  return (
    <div css={field}>
      <label htmlFor={id}>
        <LabelText label={label} starred={required} />
      </label>
      <textarea id={id} required={required} maxLength={maxLength} {...textarea} />
    </div>
  )
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  name: string
  options: readonly Option[]
  placeholder: string
  /** Shows the star without making the browser enforce the field (spec section 5). */
  starred?: boolean
  selectRef?: Ref<HTMLSelectElement>
}

export function SelectField({ label, options, placeholder, required, starred, selectRef, ...select }: SelectFieldProps) {
  const id = useFieldId(select.name)
  return (
    <div css={field}>
      <label htmlFor={id}>
        <LabelText label={label} starred={required || starred} />
      </label>
      <select id={id} required={required} defaultValue="" ref={selectRef} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

interface ChoiceGroupProps {
  legend: string
  name: string
  type: "checkbox" | "radio"
  options: readonly Option[]
  starred?: boolean
}

/** Checkboxes or radio buttons under one legend; the first box carries the group's id, for error links. */
export function ChoiceGroup({ legend, name, type, options, starred }: ChoiceGroupProps) {
  const id = useFieldId(name)
  return (
    <fieldset css={[field, choiceSet]}>
      <legend>
        <LabelText label={legend} starred={starred} />
      </legend>
      <div>
        {options.map((option, index) => (
          <label key={option.value}>
            <input type={type} name={name} value={option.value} id={index === 0 ? id : undefined} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const note = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`

export function FieldNote({ children }: { children: ReactNode }) {
  return <p css={note}>{children}</p>
}
