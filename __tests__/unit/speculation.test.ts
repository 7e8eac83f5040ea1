import { addSpeculationRules } from "../../src/browser/speculation"
import { speculationRules, speculationRulesText } from "../../src/postbuild/speculation-rules"

const rulesElements = () => document.head.querySelectorAll('script[type="speculationrules"]')

describe("addSpeculationRules", () => {
  const supports = HTMLScriptElement.supports
  afterEach(() => {
    HTMLScriptElement.supports = supports
    rulesElements().forEach((element) => element.remove())
  })

  it("adds the site's rules once, as the exact text the page's CSP hashes, where the browser supports them", () => {
    HTMLScriptElement.supports = (type: string) => type === "speculationrules"
    addSpeculationRules()
    addSpeculationRules()
    expect(rulesElements()).toHaveLength(1)
    expect(rulesElements()[0].textContent).toBe(speculationRulesText)
    expect(JSON.parse(speculationRulesText)).toEqual(speculationRules)
  })

  it("adds nothing where the browser does not support them", () => {
    HTMLScriptElement.supports = () => false
    addSpeculationRules()
    expect(rulesElements()).toHaveLength(0)
  })
})
