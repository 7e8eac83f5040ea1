import fs from "fs"
import path from "path"
import { parse } from "yaml"
import { conditionHolds, formDeliveries, type FormDeliveryMode } from "../../../src/content/conditions"

/**
 * Part A decision 5: "no page promises a call back or an answer through a form that does not
 * deliver". Every text of data/ that a build shows in a delivery mode (prose blocks whose `when:`
 * does not hold are left out, as the build leaves them out) is read for such promises; with the
 * forms off, none may remain, and the pages with a form must say that it does not send.
 */

const dataDir = path.join(__dirname, "..", "..", "..", "data")

/** Phrases that promise a reply or a call to someone who sent a form. */
const promises = [
  /size dönüş yap/i,
  /sizinle iletişime geç/i,
  /sizi (arayarak|arayalım|arasın|ararız|arayacağız)/i,
  /uzmanımız sizi/i,
  /formu doldurun/i,
  /iletişim formumuzdan/i,
]

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : /\.(ya?ml|md)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
}

/** Every string a page shows in this delivery mode, with where it is. */
function shownTexts(value: unknown, mode: FormDeliveryMode, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => shownTexts(item, mode, `${where}[${index}]`))
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    if (typeof record.when === "string" && !conditionHolds(record.when, { forms: { delivery: mode } })) return []
    return Object.entries(record).flatMap(([key, item]) => (key === "when" ? [] : shownTexts(item, mode, `${where}.${key}`)))
  }
  return []
}

function contentOf(file: string): unknown {
  const text = fs.readFileSync(file, "utf8")
  if (!file.endsWith(".md")) return parse(text)
  // An article: its front matter and its body.
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  return match ? { ...(parse(match[1]) as object), body: match[2] } : { body: text }
}

const pageFiles = files(dataDir).filter((file) => !file.endsWith(`${path.sep}site.yaml`) && !file.includes("house-style"))

const promisesIn = (mode: FormDeliveryMode) =>
  pageFiles.flatMap((file) =>
    shownTexts(contentOf(file), mode, path.relative(dataDir, file)).flatMap(({ where, text }) =>
      promises.filter((promise) => promise.test(text)).map((promise) => `${where}: ${promise.source}`),
    ),
  )

describe("texts that depend on the forms' delivery", () => {
  it("promise nothing through a form while the forms are off", () => {
    expect(promisesIn("off")).toEqual([])
  })

  it("keep the replies they promise while the forms deliver (the contact and demo pages say when)", () => {
    for (const mode of formDeliveries.filter((delivery) => delivery !== "off")) {
      const where = promisesIn(mode).join("\n")
      expect(where).toContain("pages/contact.yaml")
      expect(where).toContain("pages/demo.yaml")
    }
  })

  it("say on each page with a form that it does not send, with the phone and e-mail, while the forms are off", () => {
    for (const name of ["contact.yaml", "demo.yaml"]) {
      const texts = shownTexts(contentOf(path.join(dataDir, "pages", name)), "off", name).map(({ text }) => text)
      const notice = texts.find((text) => /form şu anda .*göndermez/.test(text))
      expect(notice).toBeDefined()
      expect(notice).toMatch(/\{(phone|salesPhone)\}/)
      expect(notice).toMatch(/\{(email|demoEmail)\}/)
    }
  })
})
