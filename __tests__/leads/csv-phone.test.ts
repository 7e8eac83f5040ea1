import { csvCell, leadsCsv, phoneCell } from "../../src/leads/csv"
import { openDatabase, type Database } from "../../src/leads/db"
import { listLeads, storeLead } from "../../src/leads/store"

/**
 * Issue 46 part 8: the export shows phone numbers as written (a text formula, `="+90 …"`) while every
 * other cell a spreadsheet would run as a formula still gets its apostrophe.
 */
let database: Database

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" })
})

afterAll(async () => {
  await database?.close()
})

/** One CSV line split into its cells, quotes undone: what the spreadsheet receives for each cell. */
function cells(line: string): string[] {
  const out: string[] = []
  const pattern = /"((?:[^"]|"")*)"(?:;|$)/g
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) out.push(match[1].replace(/""/g, '"'))
  return out
}

const lead = (phone: string, fields: Record<string, string> = {}, at = new Date()) => ({
  form: "demo",
  subject: "demo",
  team: "salesEmail",
  fields: { firstName: "Deniz", lastName: "Kaya", email: "deniz@example.com", company: "Örnek A.Ş.", phone, ...fields },
  email: "deniz@example.com",
  createdAt: at,
  noticeVersion: "0123456789abcdef",
  noticeSentAt: at,
  idempotencyKey: `csv-phone:${phone}:${Math.random()}`,
})

describe("CSV phone numbers", () => {
  it("writes a valid phone number as a text formula that yields exactly the number", () => {
    expect(phoneCell("+90 452 555 01 00")).toBe('"=""+90 452 555 01 00"""')
    expect(phoneCell("0452 555 01 00")).toBe('"=""0452 555 01 00"""')
    expect(phoneCell("+90 (452) 555-01-00")).toBe('"=""+90 (452) 555-01-00"""')
    expect(phoneCell("0452.555.01.00 / 12")).toBe('"=""0452.555.01.00 / 12"""')
  })

  it("neutralises anything else in the phone column, as every other cell", () => {
    for (const bad of [
      '=HYPERLINK("http://kotu.example")',
      "+90 452 =1+1",
      '+90"&CHAR(65)&"',
      "@SUM(A1)",
      "-",
      "\t0452",
      "+ ( ) -",
    ])
      expect(phoneCell(bad)).toBe(csvCell(bad))
    expect(phoneCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(phoneCell("")).toBe('""')
  })

  it("exports stored leads: phones as written, formulas in other cells still neutralised", async () => {
    const since = new Date(Date.now() + 60_000)
    const at = (s: number) => new Date(since.getTime() + s * 1000)
    await storeLead(database, lead("+90 452 555 01 00", { company: "+90 Holding" }, at(1)), "satis@example.com")
    await storeLead(database, lead("0452 555 01 00", { lastName: "=1+1" }, at(2)), "satis@example.com")
    // A value that never passed today's validation (an older row, a direct insert): not a formula.
    await storeLead(database, lead('=HYPERLINK("http://kotu.example","tıkla")', {}, at(3)), "satis@example.com")
    await storeLead(database, lead("", {}, at(4)), "satis@example.com")

    const csv = leadsCsv(await listLeads(database.db, since))
    const [header, ...rows] = csv.slice(1).split("\r\n").filter(Boolean).map(cells)
    const phone = header.indexOf("Telefon")
    const company = header.indexOf("Şirket adı")
    const lastName = header.indexOf("Soyadınız")
    expect(phone).toBeGreaterThan(0)
    expect(rows.map((row) => row[phone])).toEqual([
      '="+90 452 555 01 00"',
      '="0452 555 01 00"',
      `'=HYPERLINK("http://kotu.example","tıkla")`,
      "",
    ])
    expect(rows[0][company]).toBe("'+90 Holding")
    expect(rows[1][lastName]).toBe("'=1+1")
    // Every cell a spreadsheet evaluates is either neutralised or a formula made of one string literal.
    for (const row of rows)
      for (const [index, cell] of row.entries())
        if (/^[=+\-@\t\r]/.test(cell)) {
          expect(index).toBe(phone)
          expect(cell).toMatch(/^="[0-9 ()./+-]*"$/)
        }
  })
})
