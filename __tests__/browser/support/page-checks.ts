import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core"
import { baseUrl, openPage, sharedPages, type OpenedPage } from "./browser"
import { conditionHolds } from "../../../src/content/conditions"
import { landAtForm } from "../../../src/content/form-links"
import { actionHref, fill, site, type ActionYaml, type PageContent, type SectionYaml } from "./content"

/**
 * Reads `read` until it returns `expected` (compared as JSON) or the time runs out, and returns the
 * last value, so a test can assert on state that settles after a click or a scroll.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}

/** The contact form island, as waitUntilInteractive and the form tests find it. */
export const CONTACT_FORM = "form[aria-label='İletişim formu']"

/**
 * Resolves once the page's script has run (it marks the page `enhanced`: menus) and has placed
 * every reveal block (shown if on screen, hidden to fade in later otherwise). With a
 * form selector it also brings the form into view, as a visitor would, and waits until its React
 * island has hydrated, so submitting runs the site's handler.
 */
export async function waitUntilInteractive(page: Page, formSelector?: string) {
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains("enhanced") &&
      !document.querySelector('[data-reveal="pending"], [data-reveal-stagger="pending"]'),
  )
  if (!formSelector) return
  await page.locator(formSelector).scrollIntoViewIfNeeded()
  await page.waitForFunction((selector) => {
    const form = document.querySelector(selector)
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"))
  }, formSelector)
}

/** Text as a reader sees it: runs of white space collapsed, ends trimmed. */
export const clean = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim()

/** The cleaned text of every element the locator matches, in document order. */
export function textsOf(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()))
}

/**
 * The lower-case words none of `texts` contains. Texts are lowered both the Turkish way (İ to i) and
 * the plain way (I to i), so Turkish words and Latin names such as "PCI DSS" both match.
 */
export const missingWords = (texts: readonly string[], words: readonly string[]) =>
  words.filter((word) => !texts.some((text) => text.toLocaleLowerCase("tr").includes(word) || text.toLowerCase().includes(word)))

/** Every link inside the locator with its cleaned text and its href attribute as written. */
export function linksIn(locator: Locator): Promise<{ text: string; href: string }[]> {
  return locator.locator("a[href]").evaluateAll((elements) =>
    elements.map((element) => ({
      text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: element.getAttribute("href") ?? "",
    })),
  )
}

/** The `<section>` of main whose h2 reads exactly `heading`. */
export function sectionTitled(page: Page, heading: string): Locator {
  return page.locator("main section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) })
}

/** The hero: the section holding the page's only h1. */
export function heroSection(page: Page): Locator {
  return page.locator("main section").filter({ has: page.locator("h1") })
}

/** Each action is a link in `container` labelled with its label and pointing where the content says. */
export async function expectActions(container: Locator, actions: readonly ActionYaml[]) {
  const links = await linksIn(container)
  for (const action of actions) {
    expect(links).toContainEqual({ text: expect.stringContaining(fill(action.label)), href: actionHref(action) })
  }
}

/** A section shows its heading, intro and the items its content lists, in order. */
export async function expectSectionContent(page: Page, section: SectionYaml) {
  const region = sectionTitled(page, fill(section.heading))
  expect(await region.count()).toBe(1)
  if (section.intro) expect(clean(await region.locator("h2 + p").textContent())).toBe(fill(section.intro))

  if (section.cards) {
    const cards = region.locator("article")
    expect(await textsOf(cards.locator("h3"))).toEqual(section.cards.map((card) => fill(card.title)))
    for (const [index, card] of section.cards.entries()) {
      const article = cards.nth(index)
      expect(clean(await article.locator("h3 + p").textContent())).toBe(fill(card.description))
      expect(await textsOf(article.locator("li"))).toEqual([...(card.bullets ?? []), ...(card.tags ?? [])].map(fill))
      if (card.value) expect(clean(await article.textContent())).toContain(fill(card.value))
      if (card.href) expect(await article.locator("h3 a").getAttribute("href")).toBe(landAtForm(card.href))
    }
  }
  if (section.stats) {
    expect(await textsOf(region.locator("li > strong"))).toEqual(section.stats.map((stat) => fill(stat.value)))
    expect(await textsOf(region.locator("li > strong + span"))).toEqual(section.stats.map((stat) => fill(stat.label)))
  }
  if (section.claims) {
    const claims = section.claims.map((key) => site.claims[key])
    expect(await textsOf(region.locator("li > strong"))).toEqual(claims.map((claim) => claim.value))
    expect(await textsOf(region.locator("li > strong + span"))).toEqual(claims.map((claim) => claim.label))
  }
  if (section.steps) {
    expect(await textsOf(region.locator("ol > li > h3"))).toEqual(section.steps.map((step) => fill(step.title)))
    expect(await textsOf(region.locator("ol > li > h3 + span"))).toEqual(
      section.steps.flatMap((step) => (step.duration ? [fill(step.duration)] : [])),
    )
  }
  if (section.groups) {
    expect(await textsOf(region.locator("li > h3"))).toEqual(section.groups.map((group) => fill(group.title)))
    expect(await textsOf(region.locator("li > h3 + ul > li"))).toEqual(section.groups.flatMap((group) => group.items.map(fill)))
  }
  if (section.sectors) {
    expect(await textsOf(region.locator("li > span"))).toEqual(section.sectors.map((sector) => fill(sector.label)))
  }
  if (section.blocks) {
    // A block for the other form set-up (`when`, see data/site.yaml forms) must not be on the page.
    const shown = section.blocks.filter((block) => conditionHolds(block.when, site))
    const hidden = section.blocks.filter((block) => !conditionHolds(block.when, site))
    const subheadings = shown.flatMap((block) => (block.subheading ? [fill(block.subheading)] : []))
    expect(await textsOf(region.locator("h3"))).toEqual(subheadings)
    const paragraphs = await textsOf(region.locator("p"))
    const written = shown.flatMap((block) => (block.text ? [fill(block.text)] : []))
    expect(paragraphs).toEqual(expect.arrayContaining(written))
    for (const block of hidden) if (block.text) expect(paragraphs).not.toContain(fill(block.text))
    const items = shown.flatMap((block) => (block.list ?? []).map(fill))
    expect(await textsOf(region.locator("li"))).toEqual(expect.arrayContaining(items))
  }
  if (section.levels) {
    expect(await textsOf(region.locator("tbody th"))).toEqual(section.levels.map((level) => fill(level.level)))
  }
  if (section.channels) {
    expect(await textsOf(region.locator("li h3"))).toEqual(section.channels.map((channel) => fill(channel.title)))
  }
  if (section.packages) {
    expect(await textsOf(region.locator("article h3"))).toEqual(section.packages.map((item) => fill(item.name)))
  }
}

/**
 * The h2 headings a page's content puts into main: for a generic page in file order (the home
 * hero's side panel has one), for a typed page its sections and closing call to action.
 */
function expectedHeadings(content: PageContent): string[] {
  if (content.family === "pages") {
    const sections = content.raw.sections as { type: string; heading: string; panel?: { heading: string } }[]
    return sections
      .flatMap((section) => (section.type === "hero" ? (section.panel ? [section.panel.heading] : []) : [section.heading]))
      .map(fill)
  }
  return [...content.sections.map((section) => section.heading), ...(content.cta ? [content.cta.heading] : [])].map(fill)
}

/**
 * The page shows what its content file says: hero heading, badge, lead and actions; every section
 * with its items; the closing call to action with its link targets; and no other h2 in main.
 */
export async function expectPageContent(page: Page, content: PageContent) {
  const hero = heroSection(page)
  expect(await hero.count()).toBe(1)
  expect(await textsOf(page.locator("h1"))).toEqual([fill(content.hero.heading)])
  expect(clean(await hero.locator("h1 + p").textContent())).toBe(fill(content.hero.lead))
  if (content.hero.badge) expect(clean(await hero.locator("p:has(+ h1)").textContent())).toBe(fill(content.hero.badge))
  await expectActions(hero, content.hero.actions ?? [])

  if (content.hero.panel) {
    const panel = hero.locator("aside")
    expect(clean(await panel.locator("h2").textContent())).toBe(fill(content.hero.panel.heading))
    expect(await textsOf(panel.locator("li"))).toEqual(content.hero.panel.bullets.map(fill))
    await expectActions(panel, content.hero.panel.actions)
  }

  for (const section of content.sections) await expectSectionContent(page, section)

  if (content.cta) {
    const cta = sectionTitled(page, fill(content.cta.heading))
    expect(await cta.count()).toBe(1)
    expect(clean(await cta.locator("h2 + p").textContent())).toBe(fill(content.cta.text))
    await expectActions(cta, content.cta.actions)
  }

  // The customer-story band shows articles, not the page's file; articles.test.ts checks it.
  const headings = await textsOf(page.locator("main h2:not(#basari-hikayeleri h2)"))
  if (content.family === "pages") expect(headings).toEqual(expectedHeadings(content))
  else expect([...headings].sort()).toEqual([...expectedHeadings(content)].sort())
}

/** Opens `path` of the served build in a fresh page, checks it answers 200 and waits for its script. */
export async function visit(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, options)
  const response = await opened.page.goto(`${baseUrl()}${path}`)
  expect(response?.status()).toBe(200)
  await waitUntilInteractive(opened.page)
  return opened
}

/**
 * `visit` on pages kept open for the whole test file, one per set of options (see sharedPages): for
 * the suites that open many pages only to read them.
 */
export function sharedVisits(browser: () => Browser) {
  const pages = sharedPages(browser)
  return {
    async visit(path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
      const opened = await pages.open(options)
      // The pointer stays where the last test left it, and the next document would be hovered there (a menu
      // opened by hover): it rests in the bottom corner instead, away from the header.
      const size = opened.page.viewportSize()
      if (size) await opened.page.mouse.move(size.width - 1, size.height - 1)
      const response = await opened.page.goto(`${baseUrl()}${path}`)
      expect(response?.status()).toBe(200)
      await waitUntilInteractive(opened.page)
      return opened
    },
    close: () => pages.close(),
  }
}

/** The hrefs of main's links to the contact or demo form. */
export function formLinksIn(page: Page): Promise<string[]> {
  return page
    .locator('main a[href^="/contact"], main a[href^="/demo"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""))
}
