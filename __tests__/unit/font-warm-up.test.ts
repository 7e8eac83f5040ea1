import { render } from "@testing-library/react"
import { createElement } from "react"
import { warmFontCache } from "../../src/browser/site"
import { GlobalStyles } from "../../src/components/global-styles"

/** A stand-in FontFace that records how the site script made it. */
class FakeFontFace {
  static made: { family: string; source: string; descriptors?: FontFaceDescriptors; loaded: boolean }[] = []
  record: (typeof FakeFontFace.made)[number]
  constructor(family: string, source: string, descriptors?: FontFaceDescriptors) {
    this.record = { family, source, descriptors, loaded: false }
    FakeFontFace.made.push(this.record)
  }
  load() {
    this.record.loaded = true
    return Promise.resolve(this)
  }
}

/** The descriptors of the CSS face named Inter, as the page's global styles declare it. */
function cssFace() {
  render(createElement(GlobalStyles))
  const face = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    // jsdom has no CSSFontFaceRule global: a face is the rule written @font-face, with a style.
    .filter((rule): rule is CSSFontFaceRule => rule.cssText.startsWith("@font-face") && "style" in rule)
    .find((rule) => rule.style.getPropertyValue("font-family") === '"Inter"')
  const value = (property: string) => face?.style.getPropertyValue(property)
  return { weight: value("font-weight"), style: value("font-style"), display: value("font-display"), src: value("src") }
}

/** The address inside a face's `url(…)`, quoted or not. */
const fileOf = (source: string) => /url\("?([^")]+)"?\)/.exec(source)?.[1]

beforeEach(() => {
  FakeFontFace.made = []
  jest.useFakeTimers()
  Object.defineProperty(window, "FontFace", { value: FakeFontFace, configurable: true, writable: true })
  Object.defineProperty(document, "fonts", { value: { check: () => false }, configurable: true })
})

afterEach(() => {
  jest.useRealTimers()
})

describe("the web font's warm-up", () => {
  it("fetches Inter once the browser is idle, with the CSS face's file and descriptors (font-display: optional, not auto)", () => {
    warmFontCache()
    expect(FakeFontFace.made).toHaveLength(0)
    jest.runAllTimers()
    expect(FakeFontFace.made).toHaveLength(1)
    const [made] = FakeFontFace.made
    const css = cssFace()
    expect(css.display).toBe("optional")
    expect(made).toMatchObject({ family: "Inter", loaded: true })
    expect(fileOf(made.source)).toBe(fileOf(css.src ?? ""))
    expect(made.descriptors).toEqual({ weight: css.weight, style: css.style, display: css.display })
  })

  it("fetches nothing when the page already has Inter", () => {
    Object.defineProperty(document, "fonts", { value: { check: () => true }, configurable: true })
    warmFontCache()
    jest.runAllTimers()
    expect(FakeFontFace.made).toHaveLength(0)
  })
})
