/** The references a field may name (references.ts), apart from the code that resolves them, so schemas and kinds can name them. */

export const referenceNames = ["author", "contactSubject", "solutionPage"] as const
export type ReferenceName = (typeof referenceNames)[number]

export interface ReferenceOption {
  /** What the editor reads: "Selin Aksoy, Mali çözümler danışmanı". */
  label: string
  /** What the file stores: "selin-aksoy". */
  value: string
  /** No longer offered in the CMS (an event whose registration has closed), yet a valid value where written. */
  closed?: boolean
}

export type ReferenceOptions = Record<ReferenceName, ReferenceOption[]>
