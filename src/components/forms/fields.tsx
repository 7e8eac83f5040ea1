import { css } from "@emotion/react"
import { createContext, useContext, type ReactNode, type Ref } from "react"
import type { ChoiceSpec, Named, SelectSpec, TextAreaSpec, TextInputSpec } from "../../forms/fields"
import type { Option } from "../../forms/options"
import { formWords } from "../../forms/words"
import type { FormWords } from "../../forms/word-types"
import { defaultLanguage } from "../../content/languages"
import { colors, fontSizes, radii, space } from "../../theme"

/** The name of the form a field belongs to (set by FormShell). */
export const FormNameContext = createContext("form")

/**
 * The form's words, in the language of the page it is on (set by FormShell from the form's `page`, a prop:
 * an island hydrates without the page's context).
 */
export const FormWordsContext = createContext<FormWords>(formWords(defaultLanguage))
const useFormWords = () => useContext(FormWordsContext)

/**
 * A field's id, from its form's name and its own: the same in the page the build renders and in the
 * island the browser hydrates, where React's useId would count from a different root. Error links
 * (`#iletisim-email`) point at it.
 */
export const fieldId = (form: string, name: string) => `${form}-${name}`
const useFieldId = (name: string) => fieldId(useContext(FormNameContext), name)

export const fieldGrid = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`

const fieldBox = css`
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

/** One input, drawn from its declaration (src/forms/fields.ts). */
export function TextField({ field }: { field: Named<TextInputSpec> }) {
  const words = useFormWords()
  const id = useFieldId(field.name)
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>
        <LabelText label={words.label(field)} starred={field.required} />
      </label>
      <input
        id={id}
        required={field.required}
        maxLength={field.maxLength}
        name={field.name}
        // "text" is the browser's default, which the markup has never written.
        type={field.control === "text" ? undefined : field.control}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
      />
    </div>
  )
}

/** A multi-line box; `defaultValue` is a text the page has already written for the visitor (who may change it). */
export function TextArea({ field, rows, defaultValue }: { field: Named<TextAreaSpec>; rows: number; defaultValue?: string }) {
  const words = useFormWords()
  const id = useFieldId(field.name)
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>
        <LabelText label={words.label(field)} starred={field.required} />
      </label>
      <textarea
        id={id}
        required={field.required}
        maxLength={field.maxLength}
        name={field.name}
        rows={rows}
        defaultValue={defaultValue}
      />
    </div>
  )
}

interface SelectFieldProps {
  field: Named<SelectSpec>
  /** The choices of a field whose options are content (`"subjects"`); a declared list wins. */
  options?: readonly Option[]
  selectRef?: Ref<HTMLSelectElement>
  /** The choice the page makes for the visitor (a result page's subject); none by default. */
  defaultValue?: string
}

export function SelectField({ field, options = [], selectRef, defaultValue = "" }: SelectFieldProps) {
  const words = useFormWords()
  const id = useFieldId(field.name)
  const choices = field.options === "subjects" ? options : field.options
  return (
    <div css={fieldBox}>
      <label htmlFor={id}>
        <LabelText label={words.label(field)} starred={field.required || field.starred} />
      </label>
      <select id={id} required={field.required} defaultValue={defaultValue} ref={selectRef} name={field.name}>
        <option value="">{words.placeholder(field)}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {words.option(field, option)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Checkboxes or radio buttons under one legend; the first box carries the group's id, for error links. */
export function ChoiceGroup({ field }: { field: Named<ChoiceSpec> }) {
  const words = useFormWords()
  const id = useFieldId(field.name)
  return (
    <fieldset css={[fieldBox, choiceSet]}>
      <legend>
        <LabelText label={words.label(field)} starred={field.starred} />
      </legend>
      <div>
        {field.options.map((option, index) => (
          <label key={option.value}>
            <input type={field.control} name={field.name} value={option.value} id={index === 0 ? id : undefined} />
            {words.option(field, option)}
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
