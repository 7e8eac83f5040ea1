/**
 * The address field of a new entry (issue 47): as the editor types the title, the address is proposed
 * from it ("Sayım öncesi kontrol listesi" → "sayim-oncesi-kontrol-listesi", after the kind's prefix such as
 * "/erp/"); once the editor types into the address, it is theirs and the title no longer changes it. An
 * entry that already has a page keeps its address: changing it would break links to the page.
 */

import { fold } from "../content/suggest"
import type { CreateElement, ImmutableLike } from "./decap-types"

/** The longest proposed address part: long enough for a title, short enough to read in a link. */
const maxWords = 8

/** A title's words as an address part: Turkish letters folded, small letters, digits and hyphens only. */
export function addressFromTitle(prefix: string, title: string): string {
  const words = fold(title)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, maxWords)
  return words.length === 0 ? "" : `${prefix}${words.join("-")}`
}

export interface AddressControlProps {
  entry?: ImmutableLike
  /** Decap's current entry: the `entry` prop is not renewed when another field (the title) changes. */
  getEntry?: () => ImmutableLike | undefined
  field?: ImmutableLike
  value?: unknown
  /** The id Decap gives the field's input. */
  forID?: string
  onChange(value: string): void
  [key: string]: unknown
}

/** How often the control looks at the title: often enough to follow typing, cheap enough to forget. */
const followMs = 250

interface AddressControl {
  props: AddressControlProps
  editedByHand: boolean
  timer?: ReturnType<typeof setInterval>
  propose(): void
}

/** What the control needs of Decap: its string control, its createElement and create-react-class. */
export function addressControl(h: CreateElement, createClass: (spec: object) => unknown, stringControl: unknown): unknown {
  return createClass({
    editedByHand: false,
    propose(this: AddressControl) {
      const entry = this.props.getEntry?.() ?? this.props.entry
      if (this.editedByHand || !entry || entry.get("newRecord") !== true) return
      // While the editor is in the address box, a proposal landing between their select-all and their
      // typing would be joined to what they type ("…listesisayim-…", seen in CI).
      if (this.props.forID !== undefined && globalThis.document?.activeElement?.id === this.props.forID) return
      const title = (entry.get("data") as ImmutableLike | undefined)?.get("title")
      const prefix = this.props.field?.get("prefix")
      const proposed = addressFromTitle(typeof prefix === "string" ? prefix : "", typeof title === "string" ? title : "")
      if (proposed !== (this.props.value ?? "")) this.props.onChange(proposed)
    },
    componentDidMount(this: AddressControl) {
      // A new entry that opens with an address (a translation's draft, translation-draft.ts) keeps it.
      if (typeof this.props.value === "string" && this.props.value !== "") this.editedByHand = true
      this.timer = setInterval(() => this.propose(), followMs)
    },
    componentWillUnmount(this: AddressControl) {
      clearInterval(this.timer)
    },
    render(this: AddressControl) {
      return h(stringControl, {
        ...this.props,
        onChange: (value: string) => {
          this.editedByHand = true
          this.props.onChange(value)
        },
      })
    },
  })
}
