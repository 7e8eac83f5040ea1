import type { defaultLanguage, TranslationCode } from "../content/languages"
import type { FieldName, FieldSpec, Named } from "./fields"
import type { Option } from "./options"

/** The types of the forms' words (./words.ts), apart, so that a translation's module (./words-en.ts) needs no more. */

export type FormLanguage = typeof defaultLanguage | TranslationCode

/** The words of the forms' own frame: what FormShell, ConsentFields and the two forms write around the fields. */
export interface FrameWords {
  /** The notice of a form that does not send: before the phone, between phone and e-mail, after the e-mail. */
  off: readonly [string, string, string]
  honeypot: string
  sending: string
  /** The KVKK notice's sentence around its link, and the Law 6563 consent. */
  consent: { before: string; link: string; after: string; box: string }
  contact: { label: string; submit: string }
  demo: { label: string; submit: string; note: string; contact: string; company: string; needs: string; demo: string }
}

/** What a form's language changes of its fields and its outcomes. */
export interface FormWords {
  frame: FrameWords
  /** A field's label, or its translation. */
  label: (field: Named<FieldSpec>) => string
  /** A drop-down's empty first choice. */
  placeholder: (field: Named<FieldSpec> & { placeholder: string }) => string
  /** A declared choice's label (content's choices, the contact subjects, come translated with their page). */
  option: (field: Named<FieldSpec>, option: Option) => string
  success: { contact: string; demo: string }
  valuesKept: string
  fieldErrors: string
  reachUs: (phone: string, email: string) => string
  failure: (phone: string, email: string) => string
}

/** What a translation writes of the forms (src/forms/words-en.ts). */
export interface Translated {
  frame: FrameWords
  labels: Record<FieldName, string>
  placeholders: Partial<Record<FieldName, string>>
  /** By field, then by the choice's posted value. */
  options: Partial<Record<FieldName, Readonly<Record<string, string>>>>
  success: { contact: string; demo: string }
  valuesKept: string
  fieldErrors: string
  reachUs: (phone: string, email: string) => string
  /** A failure without an answer from the service. */
  failure: (phone: string, email: string) => string
}
