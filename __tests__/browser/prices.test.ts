import fs from "fs"
import path from "path"
import type { Locator, Page, Request } from "playwright-core"
import { parse } from "yaml"
import { readKindFiles } from "../../src/content/routes"
import { formatLira, prices, pricesSchema } from "../../src/kinds/prices"
import { axeViolations } from "./support/a11y"
import { baseUrl, openPage, sharedBrowser, viewports } from "./support/browser"
import { startLeadSite, type LeadSite } from "./support/lead-site"
import { CONTACT_FORM, clean, waitUntilInteractive } from "./support/page-checks"

/**
 * The price page (src/kinds/prices/, data/fiyatlar/fiyatlar.yaml) as a visitor uses it: without JavaScript
 * the monthly or yearly switch works by CSS alone, from the keyboard, and leaves the address as it was;
 * with JavaScript the choice is kept in "?donem=yillik" (src/browser/billing-period.ts), so a reload keeps
 * it. A line's quote request opens the contact form with the line, its package and the chosen period
 * written in, for the visitor to change, and sends nothing by itself. The support page shows the support
 * packages' prices from the same list, and on a phone the page does not scroll sideways while the summary
 * table keeps each line's name and starting price in view. Every page also passes the page gates (the
 * route lists come from the kinds).
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const [{ data }] = readKindFiles(dataDir, prices)
const list = pricesSchema.parse(data)
const onMuhasebe = list.lines.find((line) => line.id === "on-muhasebe")!

const PERIOD_RADIO = 'input[type="radio"][name="donem"]'
const quoteName = `${list.quote.label}: ${onMuhasebe.name}`

/** Presses `key` until the focus is on the checked radio of the period switch (a radio group is one Tab stop). */
async function keyToPeriodSwitch(page: Page, key: "Tab" | "Shift+Tab", most = 80) {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key)
    const onSwitch = await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, PERIOD_RADIO)
    if (onSwitch) return
  }
  throw new Error(`${most} presses of ${key} did not reach the period switch`)
}

/** The value of the radio the visitor has chosen, and the one that holds the focus. */
const switchState = (page: Page) =>
  page.evaluate((selector) => {
    const checked = document.querySelector<HTMLInputElement>(`${selector}:checked`)
    const focused = document.activeElement as HTMLInputElement | null
    return { checked: checked?.value ?? null, focused: focused?.matches(selector) ? focused.value : null }
  }, PERIOD_RADIO)

/** Whether each text is shown in `scope` (an element holding it is visible): text → true or false. */
async function shown(scope: Locator, texts: readonly string[]): Promise<Record<string, boolean>> {
  const result: Record<string, boolean> = {}
  for (const text of texts) {
    const holders = scope.getByText(text, { exact: false })
    const count = await holders.count()
    let visible = false
    for (let index = 0; index < count && !visible; index++) visible = await holders.nth(index).isVisible()
    result[text] = visible
  }
  return result
}

const monthly = ["890 TL / ay", "KDV dâhil 1.068 TL / ay"]
const yearly = ["9.078 TL / yıl", "KDV dâhil 10.894 TL / yıl"]
const only = (visible: readonly string[], hidden: readonly string[]) =>
  Object.fromEntries([...visible.map((text) => [text, true]), ...hidden.map((text) => [text, false])])

/** The quote links of the card: every one written, and the ones a visitor can reach (shown, in the accessibility tree). */
async function quoteLinks(card: Locator) {
  const reachable = card.getByRole("link", { name: quoteName, exact: true })
  const hrefs = await reachable.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute("href") ?? "")))
  return { written: await card.locator(`a[aria-label="${quoteName}"]`).count(), reachable: hrefs }
}

describe("the price list as the build made it", () => {
  it("holds the starting line the tests use, with a monthly price", () => {
    expect(onMuhasebe).toMatchObject({ name: "Ön muhasebe", package: "Başlangıç" })
    expect(onMuhasebe.start[0]).toMatchObject({ amount: 890, billing: "aylik" })
  })
})

describe("a visitor chooses the payment period", () => {
  const browser = sharedBrowser()
  let leadSite: LeadSite
  beforeAll(async () => {
    leadSite = await startLeadSite()
  })
  afterAll(async () => {
    await leadSite.close()
  })

  it.each([
    ["phone", viewports.mobile],
    ["desktop", viewports.desktop],
  ])(
    "without JavaScript on a %s: the keyboard switches the figures to yearly and back, the address stays",
    async (_, viewport) => {
      const { page, context, problems } = await openPage(browser(), { viewport, javaScriptEnabled: false })
      const url = `${leadSite.url}/fiyatlar#on-muhasebe`
      await page.goto(url)
      const card = page.locator("article#on-muhasebe")
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe("Ön muhasebe")
      expect(await shown(card, [...monthly, ...yearly])).toEqual(only(monthly, yearly))
      expect(await quoteLinks(card)).toEqual({ written: 2, reachable: [expect.stringContaining("Ödeme dönemi: Aylık")] })

      // From the card the visitor reached through the address, back up to the switch above it.
      await keyToPeriodSwitch(page, "Shift+Tab")
      expect(await switchState(page)).toEqual({ checked: "aylik", focused: "aylik" })
      await page.keyboard.press("ArrowRight")
      expect(await switchState(page)).toEqual({ checked: "yillik", focused: "yillik" })
      expect(await shown(card, [...monthly, ...yearly])).toEqual(only(yearly, monthly))
      expect(await quoteLinks(card)).toEqual({ written: 2, reachable: [expect.stringContaining("Ödeme dönemi: Yıllık")] })
      expect(page.url()).toBe(url)

      await page.keyboard.press("ArrowLeft")
      expect(await switchState(page)).toEqual({ checked: "aylik", focused: "aylik" })
      expect(await shown(card, [...monthly, ...yearly])).toEqual(only(monthly, yearly))
      expect(page.url()).toBe(url)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it("with JavaScript on a phone: the choice is kept in ?donem=yillik, a reload keeps it, monthly takes it away", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile })
    await page.goto(`${leadSite.url}/fiyatlar#on-muhasebe`)
    await waitUntilInteractive(page)
    const card = page.locator("article#on-muhasebe")
    expect(await shown(card, [...monthly, ...yearly])).toEqual(only(monthly, yearly))

    await keyToPeriodSwitch(page, "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    expect(await switchState(page)).toEqual({ checked: "yillik", focused: "yillik" })
    expect(await shown(card, [...monthly, ...yearly])).toEqual(only(yearly, monthly))
    const chosen = new URL(page.url())
    expect([chosen.pathname, chosen.search, chosen.hash]).toEqual(["/fiyatlar", "?donem=yillik", "#on-muhasebe"])

    // The yearly state, which the page gates do not load, passes axe's WCAG rules too.
    expect(await axeViolations(page, "yıllık", "main")).toEqual([])

    await page.reload()
    await waitUntilInteractive(page)
    expect(await switchState(page)).toMatchObject({ checked: "yillik" })
    expect(await shown(card, [...monthly, ...yearly])).toEqual(only(yearly, monthly))

    // A fresh load of the address (a shared link: no form state to restore) shows the yearly figures too.
    await page.goto(`${leadSite.url}/fiyatlar?donem=yillik`)
    await waitUntilInteractive(page)
    expect(await switchState(page)).toMatchObject({ checked: "yillik" })
    expect(await shown(card, [...monthly, ...yearly])).toEqual(only(yearly, monthly))

    // From the top of the page, forward to the switch; monthly is the page's own choice: no parameter.
    await keyToPeriodSwitch(page, "Tab")
    expect(await switchState(page)).toEqual({ checked: "yillik", focused: "yillik" })
    await page.keyboard.press("ArrowLeft")
    expect(await switchState(page)).toEqual({ checked: "aylik", focused: "aylik" })
    expect(await shown(card, [...monthly, ...yearly])).toEqual(only(monthly, yearly))
    expect(page.url()).toBe(`${leadSite.url}/fiyatlar`)
    expect(problems).toEqual([])
    await context.close()
  })

  it("with JavaScript, a yearly quote request opens the contact form with the line, package and period written in, and sends nothing", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile })
    // The form's island may ask the lead service for its token (GET); a send is a POST.
    const sends: string[] = []
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith("/api/leads") && request.method() !== "GET")
        sends.push(`${request.method()} ${request.url()}`)
    }
    page.on("request", onRequest)
    await page.goto(`${leadSite.url}/fiyatlar#on-muhasebe`)
    await waitUntilInteractive(page)
    await page.getByRole("radio", { name: /^Yıllık/ }).check()
    await page.waitForURL((url) => url.search === "?donem=yillik")
    const card = page.locator("article#on-muhasebe")
    const [link] = (await quoteLinks(card)).reachable
    expect(link).toContain("Ödeme dönemi: Yıllık")

    await card.getByRole("link", { name: quoteName, exact: true }).click()
    await page.waitForURL((url) => url.pathname === "/contact")
    const landed = new URL(page.url())
    expect([landed.searchParams.get("konu"), landed.hash]).toEqual(["fiyat-teklifi", "#iletisim-formu"])
    await waitUntilInteractive(page, CONTACT_FORM)
    const form = page.locator(CONTACT_FORM)
    const subject = form.locator('select[name="subject"]')
    const message = form.locator('textarea[name="message"]')
    expect(await subject.inputValue()).toBe("fiyat-teklifi")
    const written = await message.inputValue()
    for (const line of ["Ön muhasebe", "Paket: Başlangıç", "Ödeme dönemi: Yıllık", "9.078 TL / yıl"])
      expect(written).toContain(line)
    expect(written.startsWith(list.quote.request)).toBe(true)

    // The text is the visitor's to change.
    await message.focus()
    await page.keyboard.press("Control+End")
    await page.keyboard.type("4 kullanıcı")
    expect(await message.inputValue()).toBe(`${written}4 kullanıcı`)
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Deniz")
    expect(await message.inputValue()).toBe(`${written}4 kullanıcı`)

    // Past the time trap an automatic send would pass: still nothing requested, nothing stored, no outcome shown.
    await page.waitForTimeout(leadSite.minAgeMs + 400)
    expect(sends).toEqual([])
    expect(await leadSite.leads()).toEqual([])
    expect(await form.locator("[data-lead-status][data-outcome]").count()).toBe(0)
    page.off("request", onRequest)
    expect(problems).toEqual([])
    await context.close()
  })

  it("without JavaScript, a quote request lands at the contact form with the subject chosen and the message written, and sends as the visitor writes it", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile, javaScriptEnabled: false })
    await page.goto(`${leadSite.url}/fiyatlar#on-muhasebe`)
    const card = page.locator("article#on-muhasebe")
    // Without JavaScript the monthly request is the one a visitor reaches (the yearly one is hidden with its figures).
    const [link] = (await quoteLinks(card)).reachable
    expect(link).toContain("Ödeme dönemi: Aylık")
    const quote = card.getByRole("link", { name: quoteName, exact: true })
    const linked = new URL((await quote.getAttribute("href")) ?? "", leadSite.url).searchParams.get("mesaj")
    await quote.click()
    await page.waitForURL((url) => url.pathname === "/contact")

    // npm start's server wrote them into the page it served (src/leads/form-page.ts, servedPage).
    const form = page.locator(CONTACT_FORM)
    expect(await form.getByRole("combobox", { name: "Konu", exact: true }).inputValue()).toBe("fiyat-teklifi")
    const message = form.getByRole("textbox", { name: "Mesajınız", exact: true })
    const written = await message.inputValue()
    expect(written).toBe(linked)
    for (const line of ["Ön muhasebe", "Paket: Başlangıç", "Ödeme dönemi: Aylık"]) expect(written).toContain(line)

    const email = "teklif-yalin@ornek.example"
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Deniz")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Ak")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill(email)
    await form.getByRole("textbox", { name: "Telefon", exact: true }).fill("0452 555 00 02")
    await message.press("Control+End")
    await message.pressSequentially(" 3 kullanıcı")
    await page.waitForTimeout(leadSite.minAgeMs + 400)
    await form.getByRole("button", { name: "Mesajı gönder" }).click()
    await page.waitForURL(`${leadSite.url}/api/leads`)
    expect(await page.locator(`${CONTACT_FORM} [data-lead-status]`).getAttribute("data-outcome")).toBe("sent")

    const lead = (await leadSite.leads()).find((row) => row.email === email)
    expect(lead).toMatchObject({ form: "contact", subject: "fiyat-teklifi", team: "salesEmail" })
    // A form posted by the browser sends its line breaks as CR LF (the HTML standard's form encoding).
    expect(String(lead?.fields.message).replace(/\r\n/g, "\n")).toBe(`${written} 3 kullanıcı`)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("the support packages, from the one price list", () => {
  const browser = sharedBrowser()

  it("/support/teknik-destek and the price page's 'Destek paketleri' table show the same prices", async () => {
    // The support page names each price as a token of the price list; it types no figure of its own.
    const supportYaml = parse(fs.readFileSync(path.join(dataDir, "support", "teknik-destek.yaml"), "utf8")) as {
      packages: { packages: { name: string; price: string }[] }
    }
    const expected = supportYaml.packages.packages.map((item) => {
      const id = /^\{fiyat:([a-z0-9-]+)\}$/.exec(item.price)?.[1]
      const listed = list.support.packages.find((entry) => entry.id === id)
      return { name: item.name, listed: listed?.name, price: listed ? formatLira(listed.amount) : item.price }
    })
    expect(expected).toEqual([
      { name: "Temel", listed: "Temel", price: "Ücretsiz" },
      { name: "Standart", listed: "Standart", price: "500 TL" },
      { name: "Premium", listed: "Premium", price: "1.000 TL" },
    ])

    const { page, context, problems } = await openPage(browser(), { viewport: viewports.mobile, javaScriptEnabled: false })
    await page.goto(`${baseUrl()}/support/teknik-destek`)
    const onSupportPage: Record<string, string> = {}
    for (const { name } of expected)
      onSupportPage[name] = clean(await page.getByRole("article", { name: `${name} paketi` }).textContent())

    await page.goto(`${baseUrl()}/fiyatlar#destek-paketleri`)
    const table = page.getByRole("region", { name: "Destek paketlerinin fiyatları" })
    expect(await page.locator("#destek-paketleri").getByRole("heading", { level: 2 }).textContent()).toBe(list.support.heading)
    for (const { name, price } of expected) {
      expect({ name, supportPage: onSupportPage[name].includes(price) }).toEqual({ name, supportPage: true })
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) })
      const figure = clean(await row.locator('[data-period="aylik"] strong').textContent())
      expect({ name, figure }).toEqual({ name, figure: price === "Ücretsiz" ? price : `${price} / ay` })
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe("the price page on a phone", () => {
  const browser = sharedBrowser()

  it.each([320, 390])(
    "at %i px: no sideways scrolling, and the summary table keeps every line's name and price in view",
    async (width) => {
      const { page, context, problems } = await openPage(browser(), { viewport: { width, height: viewports.mobile.height } })
      await page.goto(`${baseUrl()}/fiyatlar`)
      await waitUntilInteractive(page)
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([width, width])

      const region = page.getByRole("region", { name: "Ürün gruplarının başlangıç fiyatları" })
      await region.scrollIntoViewIfNeeded()
      const rows = await region.locator("tbody tr").evaluateAll((trs) =>
        trs.map((tr) => {
          const inView = (element: Element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth
          }
          const name = tr.querySelector("th")!
          const prices = Array.from(tr.querySelectorAll("td strong")).filter((strong) => strong.getClientRects().length > 0)
          return {
            name: (name.textContent ?? "").trim(),
            nameInView: inView(name),
            prices: prices.map((strong) => (strong.firstChild?.textContent ?? "").trim()),
            pricesInView: prices.length > 0 && prices.every(inView),
          }
        }),
      )
      expect(rows.map((row) => row.name)).toEqual(list.lines.map((line) => line.name))
      expect(rows.filter((row) => !row.nameInView || !row.pricesInView)).toEqual([])
      expect(rows.find((row) => row.name === "Ön muhasebe")?.prices).toEqual(["890 TL / ay"])
      // The region itself needs no sideways scroll on a phone: the wide columns give way.
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
