/**
 * Characters no form field produces and the lead service refuses: NUL (PostgreSQL cannot store it in
 * text), the other C0 controls but tab, DEL and the C1 controls, a line break where a field has one line,
 * and a lone surrogate (jsonb cannot store it). The service refuses a post with them (src/leads/fields.ts);
 * a link that writes a message into the contact form leaves them out (src/content/form-links.ts).
 */

// Control characters are what these patterns are for.
/* eslint-disable no-control-regex */
const controlsOneLine = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/
const controlsMultiLine = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
/* eslint-enable no-control-regex */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Whether `value` holds a character the service refuses in a field of one line or of many. */
export function unstorableText(value: string, lines: "one" | "many"): boolean {
  const controls = lines === "many" ? new RegExp(controlsMultiLine.source) : controlsOneLine
  return controls.test(value) || new RegExp(loneSurrogate.source).test(value)
}

/** `value` without the characters the service refuses in a field of many lines. */
export const withoutUnstorable = (value: string) => value.replace(controlsMultiLine, "").replace(loneSurrogate, "")
