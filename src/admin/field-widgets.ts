import { addressWidget } from "../content/cms-config"
import { addressControl } from "./address-field"
import { countedControl } from "./character-count"
import type { DecapCms } from "./decap-types"
import { turkishDateTime } from "./turkish-date"

/**
 * The site's versions of Decap's fields, drawn around Decap's own controls: the date field with the
 * moment written out in Turkish, the address proposed from the title, a counter under limited text
 * boxes, and the article body opening as Markdown text.
 */

/**
 * Decap's date field is the browser's own date input, which orders day and month by the browser's
 * language, not the page's. Under it the chosen moment is written out in Turkish (gün.ay.yıl order,
 * 24 hours), so an editor whose browser is in English still reads the date as the site will show it.
 */
const turkishReading = (value: unknown) => {
  const reading = turkishDateTime(value)
  return reading ? `Sitede: ${reading} (Türkiye saati)` : ""
}

export function registerTurkishDateField(cms: DecapCms) {
  const base = cms.getWidget("datetime")
  if (!base) return
  const h = window.h
  // A class component (Decap hands its controls a ref), drawn by Decap's own create-react-class.
  const control = window.createClass({
    render() {
      return h(
        "div",
        null,
        h(base.control, this.props),
        h("p", { className: "tarih-okunusu", "aria-live": "polite" }, turkishReading(this.props.value)),
      )
    },
  })
  cms.registerWidget("datetime", control, base.preview)
}

/** A new entry's address proposed from its title (address-field.ts), on Decap's own text box. */
export function registerAddressField(cms: DecapCms) {
  const base = cms.getWidget("string")
  if (!base) return
  cms.registerWidget(addressWidget, addressControl(window.h, window.createClass, base.control), base.preview)
}

/** A counter under every text box whose length is limited (character-count.ts). */
export function registerCharacterCounts(cms: DecapCms) {
  for (const name of ["string", "text"]) {
    const base = cms.getWidget(name)
    if (base) cms.registerWidget(name, countedControl(window.h, window.createClass, base.control), base.preview)
  }
}

/** Where Decap remembers the body editor's mode (Markdown text or visual) the editor last chose. */
const markdownModeKey = "cms.md-mode"

/**
 * Decap opens a Markdown field in the mode the editor last chose, and in the visual mode when none
 * was chosen, whatever the field's `modes` say first. The body's hint explains Markdown ("## Ara
 * başlık"), so until an editor picks the visual mode the body opens as Markdown text.
 */
export function openBodiesAsMarkdown() {
  try {
    if (localStorage.getItem(markdownModeKey) === null) localStorage.setItem(markdownModeKey, "raw")
  } catch {
    // Storage blocked by the browser: Decap's own default applies.
  }
}
