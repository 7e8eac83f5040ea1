/** @jest-environment node */
import fs from "fs"
import path from "path"
import { sourceTextProblems, sourceTexts } from "../../src/content/rules/source-texts"
import { houseStyleSchema, type HouseStyle } from "../../src/content/schema/house-style"
import { validateContent } from "../../src/content/validate"
import { contentFixture, removeContentFixture } from "../support/content-fixture"
import { contentTypes } from "../../src/kinds"

// The house style's rules on the texts that live in src/ (src/content/rules/source-texts.ts): each test
// plants one fault in a component and expects the content check to name its file and line.

const style: HouseStyle = houseStyleSchema.parse({
  spelling: [
    { write: "veri tabanı", avoid: ["veritaban"] },
    { write: "KVKK aydınlatma metni", avoid: ["Aydınlatma Metni", "aydınlatma Metni"], matchCase: true },
  ],
  headingNames: ["WhatsApp", "Türkiye"],
  claimWords: ["kesintisiz"],
  checkedClaims: [],
})

const component = `import { ButtonLink } from "../action-link"
import { TextField } from "../forms/fields"

export function Deneme({ name }: { name: string }) {
  return (
    <section>
      <h2>Destek Kanalları</h2>
      <p>Kayıtlar veritabanında tutulur; ayrıntılar <a href="/privacy">KVKK Aydınlatma Metni</a> sayfasında.</p>
      <p>Türkiye'deki sunucumuzda, WhatsApp ile de yazabilirsiniz.</p>
      <TextField label="Şirket Adı" name="company" />
      <ButtonLink href="/" label={\`Paketi Seç: \${name}\`}>
        Ana Sayfaya Dön
      </ButtonLink>
      <Form submitLabel="Mesajı Gönder" />
      <table>
        <thead>
          <tr>
            <th>Yanıt süresi</th>
          </tr>
        </thead>
      </table>
    </section>
  )
}
`

describe("the visible texts of a component", () => {
  it("reads JSX text and the shown attributes, headings and buttons as titles", () => {
    const texts = sourceTexts("src/components/deneme.tsx", component)
    expect(texts.map((t) => [t.line, t.where, t.text, t.title])).toEqual([
      [7, "<h2>", "Destek Kanalları", true],
      [8, "<p>", "Kayıtlar veritabanında tutulur; ayrıntılar", false],
      [8, "<a>", "KVKK Aydınlatma Metni", true],
      [8, "<p>", "sayfasında.", false],
      [9, "<p>", "Türkiye'deki sunucumuzda, WhatsApp ile de yazabilirsiniz.", false],
      // A form field's label names its box: sentence case, like a heading.
      [10, "label", "Şirket Adı", true],
      [11, "label", "Paketi Seç: …", false],
      [12, "<ButtonLink>", "Ana Sayfaya Dön", true],
      [14, "submitLabel", "Mesajı Gönder", true],
      [18, "<th>", "Yanıt süresi", true],
    ])
  })

  it("reports title case on a button and a heading, and an avoided spelling, at their lines", () => {
    const problems = sourceTextProblems(sourceTexts("src/components/deneme.tsx", component), style)
    expect(problems.map((p) => [p.file, p.line, p.field, p.hint?.split(";")[0]])).toEqual([
      ["src/components/deneme.tsx", 8, "<p>", '"veri tabanı" yazın'],
      ["src/components/deneme.tsx", 8, "<a>", '"KVKK aydınlatma metni" yazın'],
      ["src/components/deneme.tsx", 7, "<h2>", '"Destek kanalları" yazın'],
      ["src/components/deneme.tsx", 8, "<a>", '"KVKK aydınlatma metni" yazın'],
      ["src/components/deneme.tsx", 10, "label", '"Şirket adı" yazın'],
      ["src/components/deneme.tsx", 12, "<ButtonLink>", '"Ana sayfaya dön" yazın'],
      ["src/components/deneme.tsx", 14, "submitLabel", '"Mesajı gönder" yazın'],
    ])
  })

  it("reads a form field's declaration like the field: its label as a title, its placeholder as text", () => {
    const declarations = `export const form = declareForm({
  company: { control: "text", label: "Şirket Adı", required: true, maxLength: 120 },
  sector: { control: "select", label: "Sektör", required: false, options: [], placeholder: "Veritabanı seçin" },
})
export const sectors = [{ value: "saglik", label: "Sağlık Hizmetleri" }]
`
    const texts = sourceTexts("src/forms/fields.ts", declarations)
    // An option is not a field: its label is left to the option list's own review.
    expect(texts.map((t) => [t.line, t.where, t.text, t.title])).toEqual([
      [2, "label", "Şirket Adı", true],
      [3, "label", "Sektör", true],
      [3, "placeholder", "Veritabanı seçin", false],
    ])
    expect(sourceTextProblems(texts, style).map((p) => [p.file, p.line, p.field, p.hint?.split(";")[0]])).toEqual([
      ["src/forms/fields.ts", 3, "placeholder", '"veri tabanı" yazın'],
      ["src/forms/fields.ts", 2, "label", '"Şirket adı" yazın'],
    ])
  })

  it("leaves a sentence-case text alone", () => {
    const clean = `export const A = () => <button type="submit">Mesajı gönder</button>\n`
    expect(sourceTextProblems(sourceTexts("src/components/a.tsx", clean), style)).toEqual([])
  })
})

describe("the content check reads src/", () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = contentFixture()
    fs.writeFileSync(
      path.join(dataDir, "house-style.yaml"),
      fs.readFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml")),
    )
  })
  afterEach(() => removeContentFixture(dataDir))

  it("fails on a planted title-case button in a component, naming the file and line", () => {
    const folder = path.join(path.dirname(dataDir), "src", "components", "forms")
    fs.mkdirSync(folder, { recursive: true })
    const file = path.join(folder, "deneme-form.tsx")
    fs.writeFileSync(
      file,
      `export const DenemeForm = () => (\n  <form>\n    <button type="submit">Mesajı gönder</button>\n  </form>\n)\n`,
    )
    const inSrc = () => validateContent(contentTypes, dataDir).problems.filter((p) => p.file.startsWith("src/"))
    expect(inSrc()).toEqual([])

    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Mesajı gönder", "Mesajı Gönder"))
    expect(inSrc()).toEqual([
      {
        file: "src/components/forms/deneme-form.tsx",
        line: 3,
        field: "<button>",
        expected: "cümle düzeninde bir düğme etiketi: yalnızca ilk kelime, özel adlar ve kısaltmalar büyük harfle başlar",
        found: '"Mesajı Gönder"',
        hint: '"Mesajı gönder" yazın; büyük harfle kalması gereken bir özel adsa data/house-style.yaml dosyasındaki headingNames listesine ekleyin',
      },
    ])
  })

  it("checks the site's own components: they follow the house style today", () => {
    const root = path.join(__dirname, "..", "..")
    const problems = validateContent(contentTypes, path.join(root, "data"), { projectDir: root }).problems.filter((p) =>
      p.file.startsWith("src/"),
    )
    expect(problems).toEqual([])
  })
})

describe("number ranges (src/content/rules/number-ranges.ts)", () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = contentFixture()
    fs.writeFileSync(
      path.join(dataDir, "house-style.yaml"),
      fs.readFileSync(path.join(__dirname, "..", "..", "data", "house-style.yaml")),
    )
  })
  afterEach(() => removeContentFixture(dataDir))

  it("fails on a range with spaces around its hyphen, and says how to write it", () => {
    const page = path.join(dataDir, "pages", "teklif.yaml")
    const before = fs.readFileSync(page, "utf8")
    const planted = before.replace(
      /^description: .*$/m,
      "description: Projeler genellikle 10.000 - 50.000 TL arasında bir bütçeyle başlar ve büyür.",
    )
    expect(planted).not.toBe(before)
    const ranges = () => validateContent(contentTypes, dataDir).problems.filter((p) => p.expected.startsWith("boşluksuz"))
    expect(ranges()).toEqual([])
    fs.writeFileSync(page, planted)
    expect(ranges().map((p) => [p.file, p.line, p.field, p.hint])).toEqual([
      ["data/pages/teklif.yaml", 3, "description", '"10.000-50.000" yazın'],
    ])
  })
})
