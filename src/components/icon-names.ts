/** Lucide icons the components themselves draw; content icons come from data/ (both in the develop sprite). */
export const uiIconNames = [
  "menu",
  "x",
  "chevron-down",
  "chevron-right",
  "arrow-right",
  "phone",
  "mail",
  "map-pin",
  "clock",
  "message-circle",
  "external-link",
  "check",
  "send",
  "house",
  "circle-alert",
  "circle-check",
  "search",
  "globe",
] as const
export type UiIconName = (typeof uiIconNames)[number]

/** The id of an icon's <symbol>. (Here, without React, so the header script can use it.) */
export const iconId = (name: string) => `i-${name}`
