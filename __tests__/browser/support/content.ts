import fs from "fs"
import path from "path"
import { parse } from "yaml"
import type { ContactTarget } from "../../../src/content/contact-targets"
import { siteRoutes } from "../../../src/content/routes"
import type { SiteContent } from "../../../src/content/schema/site"
import { fillTokens, tokenValues } from "../../../src/content/tokens"
import type { PageFolder } from "../../../src/kinds"
import { defaultDataDir } from "./routes"
import { contentTypes } from "../../../src/kinds"

/**
 * The content files as the browser tests expect to see them on the pages: YAML read from data/,
 * tokens such as {brand} filled from data/site.yaml, and `contact:` actions turned into the links
 * the site builds from the contact data.
 */

export function readYaml<T>(relativePath: string): T {
  return parse(fs.readFileSync(path.join(defaultDataDir, relativePath), "utf8")) as T
}

export const site = readYaml<SiteContent>("site.yaml")

export interface MenuLink {
  href: string
  label: string
  description: string
}

export interface Navigation {
  menus: { label: string; overview: string; items: MenuLink[] }[]
  footer: { title: string; links: { href: string; label: string }[] }[]
  legal: { href: string; label: string }[]
}

export const navigation = readYaml<Navigation>("navigation.yaml")

const tokens = tokenValues(site)

/** Content text as the page shows it: tokens filled in. */
export const fill = (text: string) => fillTokens(text, tokens)

export interface ActionYaml {
  label: string
  href?: string
  contact?: ContactTarget
}

export interface HeroYaml {
  badge?: string
  heading: string
  lead: string
  actions?: ActionYaml[]
  panel?: { heading: string; text: string; bullets: string[]; actions: ActionYaml[] }
}

export interface CtaYaml {
  heading: string
  text: string
  actions: ActionYaml[]
}

export interface CardYaml {
  title: string
  description: string
  value?: string
  bullets?: string[]
  tags?: string[]
  href?: string
}

export type ClaimKey = keyof SiteContent["claims"]

/** Any titled body section: a generic page's section or a typed page's named section. */
export interface SectionYaml {
  type?: string
  heading: string
  intro?: string
  cards?: CardYaml[]
  stats?: { value: string; label: string; description?: string }[]
  steps?: { title: string; duration?: string }[]
  groups?: { title: string; items: string[] }[]
  claims?: ClaimKey[]
  sectors?: { label: string }[]
  blocks?: { subheading?: string; text?: string; list?: string[]; when?: string }[]
  levels?: { level: string; response: string; resolution: string; description: string; examples: string[] }[]
  channels?: { title: string; availability?: string; responseTime?: string }[]
  packages?: { id: string; name: string; price: number; highlight?: string; features: string[] }[]
}

/** The kind of a page, by its folder in data/ (src/content/types.ts). */
export type Family = PageFolder

/** One page's content, the same shape for every family. */
export interface PageContent {
  /** Path from the project root, such as "data/erp/muhasebe-sistemi.yaml". */
  file: string
  family: Family
  slug: string
  title: string
  hero: HeroYaml
  cta?: CtaYaml
  /** The titled sections between hero and closing call to action. */
  sections: SectionYaml[]
  raw: Record<string, unknown>
}

function isSection(value: unknown): value is SectionYaml {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "heading" in value
}

function toPageContent(family: Family, file: string, raw: Record<string, unknown>): PageContent {
  const base = { file, family, slug: raw.slug as string, title: raw.title as string, raw }
  // A generic page lists typed sections; the other kinds name theirs as fields.
  if (Array.isArray(raw.sections)) {
    const sections = raw.sections as (SectionYaml & Partial<HeroYaml> & Partial<CtaYaml>)[]
    const hero = sections.find((section) => section.type === "hero") as HeroYaml
    const cta = sections.find((section) => section.type === "cta") as CtaYaml | undefined
    return {
      ...base,
      hero,
      cta,
      sections: sections.filter((section) => section.type !== "hero" && section.type !== "cta"),
    }
  }
  const sections = Object.entries(raw)
    .filter(([key, value]) => key !== "hero" && key !== "cta" && isSection(value))
    .map(([, value]) => value as SectionYaml)
  return { ...base, hero: raw.hero as HeroYaml, cta: raw.cta as CtaYaml, sections }
}

/**
 * Every page made from one file, of one family or of all, kind by kind in file-name order: the
 * routes of src/content/routes.ts that show a data file.
 */
export function pagesOf(family?: Family, dataDir = defaultDataDir): PageContent[] {
  return siteRoutes(contentTypes, dataDir).flatMap((route) =>
    // Pages whose file writes their full address (the section pages). Articles and events write a short
    // slug under their kind's path and have their own suites (articles.test.ts, events.test.ts).
    route.file !== undefined && route.data?.slug === route.slug && (family === undefined || route.kind.folder === family)
      ? [toPageContent(route.kind.folder as Family, route.file, route.data)]
      : [],
  )
}

/** The page whose slug is `slug`; throws when no content file has it. */
export function pageAt(slug: string, dataDir = defaultDataDir): PageContent {
  const found = pagesOf(undefined, dataDir).find((page) => page.slug === slug)
  if (!found) throw new Error(`no content file has the slug ${slug}`)
  return found
}

/** A named section of a typed page ("features", "modules" ...); throws when the file lacks it. */
export function namedSection(page: PageContent, key: string): SectionYaml {
  const found = page.raw[key]
  if (!isSection(found)) throw new Error(`${page.file} has no section "${key}"`)
  return found
}

/** The first section of a generic page whose heading matches; throws when there is none. */
export function sectionHeaded(page: PageContent, heading: RegExp): SectionYaml {
  const found = page.sections.find((section) => heading.test(section.heading))
  if (!found) throw new Error(`${page.file} has no section headed ${heading}`)
  return found
}
