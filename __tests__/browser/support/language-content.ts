import type { Locator, Page } from "playwright-core"
import { conditionHolds } from "../../../src/content/conditions"
import { contactTargetEntries } from "../../../src/content/contact-targets"
import { landAtForm } from "../../../src/content/form-links"
import { defaultLanguage, translations, type TranslationCode } from "../../../src/content/languages"
import { siteRoutes } from "../../../src/content/routes"
import type { SiteContent } from "../../../src/content/schema/site"
import { siteInLanguage } from "../../../src/content/schema/site-texts"
import { fillTokens, tokenValues } from "../../../src/content/tokens"
import { formWords } from "../../../src/forms/words"
import { contentTypes } from "../../../src/kinds"
import {
  pageAt,
  readYaml,
  site as turkishSite,
  type ActionYaml,
  type Navigation,
  type PageContent,
  type SectionYaml,
} from "./content"
import { clean, heroSection, linksIn, sectionTitled, textsOf } from "./page-checks"
import { defaultDataDir } from "./routes"

/**
 * The page checks of ./page-checks.ts in the page's own language. A page of a translation (data/en/...,
 * built at /en/...) reads data/site.yaml with its language's texts over it (data/en/site.yaml: "over 15",
 * "98%", the English WhatsApp greetings and office hours), has its language's navigation (its contact page
 * is the navigation's `contact`) and its language's form words. Every expectation comes from the page's
 * language, so an English page is held to what its own files say, as a Turkish page is to its.
 */

export type LanguageCode = typeof defaultLanguage | TranslationCode

/** A language's navigation file, with the two pages the frame links outside the menus. */
export interface LanguageNavigation extends Navigation {
  contact: string
  search: string
}

export interface Language {
  code: LanguageCode
  /** data/site.yaml as this language's pages read it (a translation's texts over it). */
  site: SiteContent
  navigation: LanguageNavigation
  /** Content text as this language's pages show it: its tokens filled with this language's values. */
  fill: (text: string) => string
  /** The language's page of a Turkish page ("/demo" → "/en/demo"), from the routes' alternates. */
  pageOf: (turkishSlug: string) => string
  /** The contact form's page: the navigation's `contact`. */
  contactPage: string
  /** The demo form's page: the language's page of /demo. */
  demoPage: string
  /** The selector of the contact form island, by its label in this language. */
  contactForm: string
}

const routes = siteRoutes(contentTypes, defaultDataDir)

function languageView(code: LanguageCode): Language {
  const folder = translations.find((translation) => translation.code === code)?.folder
  const site = folder ? siteInLanguage(turkishSite, readYaml<Record<string, unknown>>(`${folder}/site.yaml`)) : turkishSite
  const navigation = readYaml<LanguageNavigation>(folder ? `${folder}/navigation.yaml` : "navigation.yaml")
  const tokens = tokenValues(site, code)
  const pageOf = (turkishSlug: string) => {
    if (code === defaultLanguage) return turkishSlug
    const slug = routes.find((route) => route.slug === turkishSlug)?.alternates?.[code]
    if (!slug) throw new Error(`${turkishSlug} has no page in ${code}`)
    return slug
  }
  return {
    code,
    site,
    navigation,
    fill: (text: string) => fillTokens(text, tokens),
    pageOf,
    contactPage: navigation.contact,
    demoPage: pageOf("/demo"),
    contactForm: `form[aria-label='${formWords(code).frame.contact.label}']`,
  }
}

const codes: LanguageCode[] = [defaultLanguage, ...translations.map((translation) => translation.code)]
export const languages = Object.fromEntries(codes.map((code) => [code, languageView(code)])) as Readonly<
  Record<LanguageCode, Language>
>

/** The language of the page at `slug`: its route's (src/content/routes.ts), Turkish unless a translation's. */
export function languageOf(slug: string): Language {
  const route = routes.find((candidate) => candidate.slug === slug)
  if (!route) throw new Error(`no route has the slug ${slug}`)
  return languages[route.language ?? defaultLanguage]
}

/** A Turkish page's content and that of each of its translations, as [slug, content] rows for it.each. */
export function inEveryLanguage(turkishSlug: string): (readonly [string, PageContent])[] {
  const alternates = routes.find((route) => route.slug === turkishSlug)?.alternates ?? { [defaultLanguage]: turkishSlug }
  return Object.values(alternates).map((slug) => [slug, pageAt(slug)] as const)
}

/**
 * The address a content action must link to in `language`: its `href` as the build writes it (a "?konu="
 * link lands at the form), or the site.yaml entry its `contact:` target names, with the language's
 * WhatsApp greeting.
 */
export function actionHref(action: ActionYaml, language: Language): string {
  if (action.href) return landAtForm(action.href)
  if (!action.contact) throw new Error(`action "${action.label}" has neither href nor contact`)
  const { site } = language
  const [group, key] = contactTargetEntries[action.contact]
  switch (group) {
    case "phones":
      return `tel:${site.phones[key].tel}`
    case "whatsapp":
      return `https://wa.me/${site.whatsapp[key].number}?text=${encodeURIComponent(site.whatsapp[key].message)}`
    case "emails":
      return `mailto:${site.emails[key]}`
  }
}

/** Each action is a link in `container` labelled with its label and pointing where the content says. */
export async function expectActions(container: Locator, actions: readonly ActionYaml[], language: Language) {
  const links = await linksIn(container)
  for (const action of actions) {
    expect(links).toContainEqual({
      text: expect.stringContaining(language.fill(action.label)),
      href: actionHref(action, language),
    })
  }
}

/** A section shows its heading, intro and the items its content lists, in order, in `language`. */
export async function expectSectionContent(page: Page, section: SectionYaml, language: Language) {
  const { fill, site } = language
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
    // A claim's value and label as the language writes them ("98%", "Customer satisfaction").
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
function expectedHeadings(content: PageContent, { fill }: Language): string[] {
  if (content.family === "pages") {
    const sections = content.raw.sections as { type: string; heading: string; panel?: { heading: string } }[]
    return sections
      .flatMap((section) => (section.type === "hero" ? (section.panel ? [section.panel.heading] : []) : [section.heading]))
      .map(fill)
  }
  return [...content.sections.map((section) => section.heading), ...(content.cta ? [content.cta.heading] : [])].map(fill)
}

/**
 * The page shows what its content file says, in its language: hero heading, badge, lead and actions;
 * every section with its items; the closing call to action with its link targets; and no other h2 in main.
 */
export async function expectPageContent(page: Page, content: PageContent) {
  const language = languageOf(content.slug)
  const { fill } = language
  const hero = heroSection(page)
  expect(await hero.count()).toBe(1)
  expect(await page.locator("html").getAttribute("lang")).toBe(language.code)
  expect(await textsOf(page.locator("h1"))).toEqual([fill(content.hero.heading)])
  expect(clean(await hero.locator("h1 + p").textContent())).toBe(fill(content.hero.lead))
  if (content.hero.badge) expect(clean(await hero.locator("p:has(+ h1)").textContent())).toBe(fill(content.hero.badge))
  await expectActions(hero, content.hero.actions ?? [], language)

  if (content.hero.panel) {
    const panel = hero.locator("aside")
    expect(clean(await panel.locator("h2").textContent())).toBe(fill(content.hero.panel.heading))
    expect(await textsOf(panel.locator("li"))).toEqual(content.hero.panel.bullets.map(fill))
    await expectActions(panel, content.hero.panel.actions, language)
  }

  for (const section of content.sections) await expectSectionContent(page, section, language)

  if (content.cta) {
    const cta = sectionTitled(page, fill(content.cta.heading))
    expect(await cta.count()).toBe(1)
    expect(clean(await cta.locator("h2 + p").textContent())).toBe(fill(content.cta.text))
    await expectActions(cta, content.cta.actions, language)
  }

  // The customer-story band shows articles, not the page's file; articles.test.ts checks it.
  const headings = await textsOf(page.locator("main h2:not(#basari-hikayeleri h2)"))
  if (content.family === "pages") expect(headings).toEqual(expectedHeadings(content, language))
  else expect([...headings].sort()).toEqual([...expectedHeadings(content, language)].sort())
}

/** Whether `href` opens `form` (a form page's address), with or without a query or fragment. */
export const opens = (href: string, form: string) => href === form || href.startsWith(`${form}?`) || href.startsWith(`${form}#`)

/** The hrefs of the links in `container` to its language's contact or demo form. */
export async function formLinksIn(container: Locator, language: Language): Promise<string[]> {
  const hrefs = (await linksIn(container)).map((link) => link.href)
  return hrefs.filter((href) => opens(href, language.contactPage) || opens(href, language.demoPage))
}

/** The hrefs of main's links to the page's language's contact or demo form. */
export const formLinksOf = (page: Page, slug: string) => formLinksIn(page.locator("main"), languageOf(slug))

/**
 * main's links to another language's contact or demo form: a form answers in its page's language, so a
 * page sends its visitor to its own language's.
 */
export async function otherLanguagesFormLinks(page: Page, slug: string): Promise<string[]> {
  const own = languageOf(slug)
  const others = Object.values(languages).filter((language) => language !== own)
  const hrefs = (await linksIn(page.locator("main"))).map((link) => link.href)
  return hrefs.filter((href) => others.some((other) => opens(href, other.contactPage) || opens(href, other.demoPage)))
}
