/**
 * A character counter under a text box whose length the build limits (issue 47): "42 / 180 karakter", and
 * the lower bound when there is one, so an editor sees the limit before the save refuses it. It counts
 * as the rule does: without the spaces at either end.
 */

import type { CreateElement, ImmutableLike } from "./decap-types"

/** The counter's words for a value and the field's bounds, or undefined for a field without an upper bound. */
export function characterCount(value: unknown, max: unknown, min: unknown): string | undefined {
  if (typeof max !== "number") return undefined
  const length = typeof value === "string" ? [...value.trim()].length : 0
  const lower = typeof min === "number" ? `, en az ${min}` : ""
  const over = length > max ? `: ${length - max} karakter fazla` : ""
  const under = typeof min === "number" && length > 0 && length < min ? `: ${min - length} karakter eksik` : ""
  return `${length} / ${max} karakter${lower}${over}${under}`
}

/** Decap's text control with the counter under it. */
export function countedControl(h: CreateElement, createClass: (spec: object) => unknown, control: unknown): unknown {
  return createClass({
    render(this: { props: { field?: ImmutableLike; value?: unknown } }) {
      const field = this.props.field
      const text = characterCount(this.props.value, field?.get("max_length"), field?.get("min_length"))
      if (text === undefined) return h(control, this.props)
      return h("div", null, h(control, this.props), h("p", { className: "karakter-sayaci" }, text))
    },
  })
}
