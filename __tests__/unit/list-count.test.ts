import { listHeadings, singularAfterNumber, singularAfterNumbers } from "../../src/admin/list-count"
import { cmsConfig } from "../../src/content/cms-config"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 47: after a number, a list's heading names its items in the singular, as Turkish does ("1 ifade",
 * "6 ifade"), and an optional section says whether it is there instead of counting it.
 */
const config = cmsConfig(contentTypes)
const headings = listHeadings(config)

it("knows every list field's plural label, lowercased as Decap writes it", () => {
  expect(headings.size).toBeGreaterThan(10)
  for (const plural of headings.keys()) {
    expect(plural).toBe(plural.toLocaleLowerCase("tr"))
    expect(plural).not.toContain("\u0307")
  }
})

it("rewrites a count followed by a known plural label, and only that", () => {
  expect(singularAfterNumber("6 doğrulanmış ifadeler", headings)).toBe("6 ifade")
  expect(singularAfterNumber("7 anahtar kelimeler", headings)).toBe("7 anahtar kelime")
  expect(singularAfterNumber("1 ifade", headings)).toBe("1 ifade")
  expect(singularAfterNumber("6 kitaplar", headings)).toBe("6 kitaplar")
  expect(singularAfterNumber("Doğrulanmış ifadeler", headings)).toBe("Doğrulanmış ifadeler")
})

it("says whether an optional section is there instead of counting it", () => {
  expect(singularAfterNumber("1 özellikler", headings)).toBe("özellikler")
  expect(singularAfterNumber("0 modüller", headings)).toBe("modüller (eklenmedi)")
  expect(singularAfterNumber("1 işletme türleri", headings)).toBe("işletme türleri")
})

it("rewrites the headings Decap shows, but never the text an editor is writing", async () => {
  document.body.innerHTML =
    '<div><span>6 doğrulanmış ifadeler</span></div><div contenteditable="true">6 doğrulanmış ifadeler</div>'
  const observer = singularAfterNumbers(document.body, config)
  expect(document.querySelector("span")?.textContent).toBe("6 ifade")
  expect(document.querySelector("[contenteditable]")?.textContent).toBe("6 doğrulanmış ifadeler")
  document.body.insertAdjacentHTML("beforeend", "<p>7 doğrulanmış ifadeler</p>")
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(document.querySelector("p")?.textContent).toBe("7 ifade")
  observer.disconnect()
  document.body.innerHTML = ""
})
