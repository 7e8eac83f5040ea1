/**
 * The types a rule of the content check is written against. They are declared with the kinds'
 * (../kind.ts), since a kind lists its rules and a rule reads the kinds: one module, no import circle.
 */
export type { ContentRule, ParsedFile, Route, RuleContext } from "../kind"
