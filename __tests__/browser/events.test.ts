import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { promisify } from "util"
import { keptPageDataDir } from "../../src/postbuild/runtime-removal"
import { checkFile } from "../../src/content/check-file"
import { readKindFiles } from "../../src/content/routes"
import { readSiteData } from "../../src/content/read-site"
import { fillTokens, tokenValues } from "../../src/content/tokens"
import { calendarPath, eventPath, eventsPath, events, eventSubject, hasStarted, type Event } from "../../src/kinds/events"
import { baseUrl, openPage, sharedBrowser, viewports } from "./support/browser"
import { startLeadSite, type LeadSite } from "./support/lead-site"
import { CONTACT_FORM, waitUntilInteractive } from "./support/page-checks"
import { contentTypes } from "../../src/kinds"

/**
 * The events kind (src/kinds/events/) end to end: what the build made of data/events (the listing,
 * each page's state, its schema.org Event, its calendar file) and a visitor's registration through the
 * contact form. Every event page also passes the page gates, whose route lists come from the kinds.
 * Upcoming and past are decided by the build's time (SITE_BUILD_TIME, which `npm test` fixes).
 */

const root = path.join(__dirname, "..", "..")
const dataDir = path.join(root, "data")
const publicDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? path.join(root, "public"))
const site = readSiteData(dataDir)
const tokens = tokenValues(site)
const files = readKindFiles(dataDir, events).map(({ file, data }) => ({ file, event: data as unknown as Event }))
const upcoming = files.filter(({ event }) => !hasStarted(event))
const past = files.filter(({ event }) => hasStarted(event))

const htmlOf = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8")
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  )

describe("events as the build made them", () => {
  it("the content has upcoming and past events to show both states", () => {
    expect(upcoming.length).toBeGreaterThan(0)
    expect(past.length).toBeGreaterThan(0)
  })

  it("/etkinlikler lists the upcoming events first, soonest first, then the past ones, latest first", () => {
    const html = htmlOf(eventsPath)
    const order = [...html.matchAll(/<h3><a href="\/etkinlikler\/([^"]+)"/g)].map((match) => match[1])
    const byStart = (a: { event: Event }, b: { event: Event }) => Date.parse(a.event.start) - Date.parse(b.event.start)
    expect(order).toEqual([
      ...[...upcoming].sort(byStart).map(({ event }) => event.slug),
      ...[...past]
        .sort(byStart)
        .reverse()
        .map(({ event }) => event.slug),
    ])
    expect(html).toContain("Yaklaşan etkinlikler")
    expect(html).toContain("Geçmiş etkinlikler")
  })

  it("an upcoming event offers registration and its calendar file; a past one says it is over and offers neither", () => {
    for (const { event } of upcoming) {
      const html = htmlOf(eventPath(event.slug))
      expect(html).toContain(`href="/contact?konu=${eventSubject(event.slug)}#iletisim-formu"`)
      expect(html).toContain(`href="${calendarPath(event.slug)}"`)
      expect(html).not.toContain("Bu etkinlik sona erdi")
    }
    for (const { event } of past) {
      const html = htmlOf(eventPath(event.slug))
      expect(html).toContain("Bu etkinlik sona erdi; kayıt alınmıyor.")
      expect(html).not.toContain("Ücretsiz kaydolun")
      if (event.recording) expect(html).toContain(fillTokens(event.recording.note, tokens).slice(0, 60))
    }
  })

  it("no page of the site links the registration of an event that is over", () => {
    const pages: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.name.endsWith(".html")) pages.push(fs.readFileSync(full, "utf8"))
      }
    }
    walk(publicDir)
    for (const { event } of past) for (const html of pages) expect(html.includes(`konu=${eventSubject(event.slug)}`)).toBe(false)
  })

  it("each event page carries a schema.org Event: dates, attendance mode and place, organizer, speakers, free offer", () => {
    for (const { event } of files) {
      const data = jsonLdOf(htmlOf(eventPath(event.slug))).find((item) => item["@type"] === "Event")
      expect(data).toBeDefined()
      const online = event.attendance === "cevrim-ici"
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        name: fillTokens(event.title, tokens),
        url: `${site.siteUrl}${eventPath(event.slug)}`,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: `https://schema.org/${online ? "Online" : "Offline"}EventAttendanceMode`,
        location: online
          ? { "@type": "VirtualLocation", url: `${site.siteUrl}${eventPath(event.slug)}` }
          : { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "TR" } },
        organizer: { "@type": "Organization", name: site.brand, url: site.siteUrl },
        isAccessibleForFree: true,
        offers: { "@type": "Offer", price: "0", priceCurrency: "TRY" },
      })
      expect(Date.parse(String(data?.startDate))).toBe(Date.parse(event.start))
      expect(Date.parse(String(data?.endDate))).toBe(Date.parse(event.end))
      expect((data?.performer as unknown[]).length).toBe(event.speakers.length)
      expect(JSON.stringify(data)).not.toMatch(/\{[a-zA-Z]+\}/)
    }
  })

  it("each event's calendar file is served as text/calendar: CRLF lines of at most 75 octets, the moment in UTC, tokens filled in", async () => {
    for (const { event } of files) {
      const response = await fetch(`${baseUrl()}${calendarPath(event.slug)}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
      const text = await response.text()
      expect(text.endsWith("\r\n")).toBe(true)
      const lines = text.slice(0, -2).split("\r\n")
      expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
      expect(text).not.toMatch(/[^\r]\n/)
      const unfolded = text.replace(/\r\n /g, "")
      expect(unfolded).toContain(`DTSTART:${new Date(event.start).toISOString().replace(/[-:]/g, "").replace(".000", "")}`)
      expect(unfolded).toContain(`UID:${event.slug}@${new URL(site.siteUrl).host}`)
      expect(unfolded).toContain(`SUMMARY:${fillTokens(event.title, tokens).replace(/[,;]/g, (c) => `\\${c}`)}`)
      expect(unfolded).not.toMatch(/\{[a-zA-Z]+\}/)
    }
  })

  it("the events are in the sitemap, the Kaynaklar menu and the search page's index", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap-0.xml`)).text()
    for (const { event } of files) expect(sitemap).toContain(`${site.siteUrl}${eventPath(event.slug)}<`)
    expect(sitemap).toContain(`${site.siteUrl}${eventsPath}<`)
    expect(htmlOf("/")).toContain(`href="${eventsPath}"`)
    const search = htmlOf("/ara")
    for (const { event } of files) expect(search).toContain(`href="${eventPath(event.slug)}"`)
  })
})

describe("events with the forms off (data/site.yaml forms.delivery: off)", () => {
  it("an upcoming event asks for registration by phone and e-mail, links no form, and its offer names the page", async () => {
    const { event } = upcoming[0]
    const route = eventPath(event.slug)
    const input = JSON.stringify({
      root,
      pageDataDir: keptPageDataDir(root),
      routes: [route, eventsPath],
      forms: { delivery: "off" },
    })
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, "support", "render-pages.mjs"), input], {
      maxBuffer: 64 * 1024 * 1024,
    })
    const rendered = JSON.parse(stdout) as Record<string, string>
    const page = rendered[route]
    expect(page).toContain(`href="tel:${site.phones.main.tel}"`)
    expect(page).toContain(`href="mailto:${site.emails.info}"`)
    expect(page).toContain(`href="${calendarPath(event.slug)}"`)
    for (const html of [page, rendered[eventsPath]]) {
      expect(html).not.toContain("Ücretsiz kaydolun")
      expect(html).not.toContain("konu=etkinlik-")
    }
    const offer = jsonLdOf(page).find((item) => item["@type"] === "Event")?.offers as { url?: string }
    expect(offer.url).toBe(`${site.siteUrl}${route}`)
  })
})

describe("the content check on an event file", () => {
  const yaml = (extra: string) => `title: Yıl sonu kapanışı için uygulamalı seminer
description: Yıl sonu sayımını planlayan işletmeler için ücretsiz, uygulamalı bir seminer; sayım takvimi ve kapanış.
slug: yil-sonu-semineri
format: seminer
speakers: [murat-kaya]
about: [Seminerde yıl sonu sayımını adım adım planlıyoruz.]
agenda:
  - { time: "14.00", title: Sayım takvimi }
${extra}`

  it("refuses a face-to-face event without its place and an end before its start, in Turkish with the line", () => {
    const checked = checkFile(
      contentTypes,
      "events/yil-sonu-semineri.yaml",
      yaml(`start: "2026-12-17T14:00:00+03:00"\nend: "2026-12-17T13:00:00+03:00"\nattendance: yuz-yuze\n`),
    )
    const report = checked.problems.map((problem) => `${problem.line} ${problem.field} ${problem.expected}`)
    expect(report).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1[01] end başlangıçtan \(start\) sonraki bir zaman$/),
        expect.stringMatching(/venue yüz yüze etkinliğin yeri/),
      ]),
    )
  })

  it("refuses a start without its hour and zone", () => {
    const checked = checkFile(
      contentTypes,
      "events/yil-sonu-semineri.yaml",
      yaml(`start: "2026-12-17"\nend: "2026-12-17T16:00:00+03:00"\nattendance: cevrim-ici\n`),
    )
    expect(checked.problems.map((problem) => problem.expected)).toContain(
      'saat ve saat dilimiyle bir zaman, örneğin "2026-12-17T14:00:00+03:00"',
    )
  })
})

describe("registering for an event", () => {
  const browser = sharedBrowser()
  let leadSite: LeadSite
  beforeAll(async () => {
    leadSite = await startLeadSite()
  })
  afterAll(async () => {
    await leadSite.close()
  })

  it("the contact form offers the upcoming events and no past one", async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop })
    await page.goto(`${leadSite.url}/contact`)
    const values = await page
      .locator(`${CONTACT_FORM} select[name="subject"] option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    for (const { event } of upcoming) expect(values).toContain(eventSubject(event.slug))
    for (const { event } of past) expect(values).not.toContain(eventSubject(event.slug))
    await context.close()
  })

  it("a visitor on a phone registers from the event's page: the form opens with the event chosen, the lead is stored with it and sales receive it", async () => {
    const { event } = upcoming[0]
    const email = `kayit-${event.slug}@ornek.example`
    const { page, context } = await openPage(browser(), { viewport: viewports.mobile })
    await page.goto(`${leadSite.url}${eventPath(event.slug)}`)
    await page.getByRole("link", { name: "Ücretsiz kaydolun" }).click()
    await waitUntilInteractive(page, CONTACT_FORM)
    expect(new URL(page.url()).pathname).toBe("/contact")
    const form = page.locator(CONTACT_FORM)
    const subject = form.getByRole("combobox", { name: "Konu", exact: true })
    expect(await subject.inputValue()).toBe(eventSubject(event.slug))
    const label = `Etkinlik kaydı: ${fillTokens(event.title, tokens)}`
    expect(await subject.locator("option:checked").textContent()).toBe(label)
    await form.getByRole("textbox", { name: "Adınız", exact: true }).fill("Ayşe")
    await form.getByRole("textbox", { name: "Soyadınız", exact: true }).fill("Yılmaz")
    await form.getByRole("textbox", { name: "E-posta", exact: true }).fill(email)
    await form.getByRole("textbox", { name: "Mesajınız", exact: true }).fill("Depo sorumlumuzla iki kişi katılmak istiyoruz.")
    await page.waitForTimeout(leadSite.minAgeMs + 100)
    await form.getByRole("button", { name: "Mesajı gönder" }).click()
    await form.locator("[data-lead-status][data-outcome='sent']").waitFor()
    await context.close()

    const [lead] = (await leadSite.leads()).filter((stored) => stored.email === email)
    expect(lead).toMatchObject({ form: "contact", subject: eventSubject(event.slug), team: "salesEmail" })
    const until = Date.now() + 20000
    while (!leadSite.sink.mails.some((mail) => mail.text.includes(email)) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const mail = leadSite.sink.mails.find((candidate) => candidate.text.includes(email))
    expect(mail?.subject).toContain(label)
    expect(mail?.to).toEqual([site.emails.sales])
  })
})
