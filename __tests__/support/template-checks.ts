import { within } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { contactHref } from "../../src/components/action-link"
import type { ContactTarget } from "../../src/content/schema/common"
import type { SiteData } from "../../src/hooks/use-site-data"
import { siteDataQueryResult } from "./site-data"

/** Checks shared by the page template tests. */

export interface ActionLike {
  readonly label: string
  readonly href?: string | null
  readonly contact?: string | null
}

export interface Titled {
  readonly heading: string
}

const site = siteDataQueryResult().siteYaml as unknown as SiteData

/** Where an action of the content leads: its page, or the contact entry of data/site.yaml. */
export const actionHref = (action: ActionLike) => action.href ?? contactHref(site, action.contact as ContactTarget)

// Elements are found through the markup: role queries over a whole page are slow in jsdom. The
// markup queries check the roles they stand for (a section is a region named by its h2).

/** The page's main landmark. */
export const main = () => document.querySelector("main") as HTMLElement

/** The document title Helmet sets. */
export const documentTitle = () => Helmet.peek().title as unknown as string

/** The texts of the page's h2 headings in document order. */
export const sectionHeadings = () => Array.from(main().querySelectorAll("h2")).map((h) => h.textContent)

/** The section of the page labelled by the h2 with this text. */
export function region(heading: string) {
  const h2 = Array.from(main().querySelectorAll("h2")).find((h) => h.textContent === heading)
  const section = h2?.closest("section")
  if (!h2 || !section) throw new Error(`No section headed "${heading}"`)
  expect(section).toHaveAttribute("aria-labelledby", h2.id)
  return section
}

/** The hero: the section holding the page's only h1. */
export function hero() {
  const headings = main().querySelectorAll("h1")
  expect(headings).toHaveLength(1)
  return headings[0].closest("section") as HTMLElement
}

/** Every action is a link with its label that leads where the content says. */
export function expectActions(container: HTMLElement, actions: readonly ActionLike[]) {
  for (const action of actions) {
    const link = within(container).getByRole("link", { name: new RegExp(`^${escapeRegExp(action.label)}`) })
    expect(link).toHaveAttribute("href", actionHref(action))
  }
}

/** The titles of a card section, each an h3 inside its region. */
export function expectCards(section: Titled & { readonly cards: readonly { readonly title: string }[] }) {
  const titles = Array.from(region(section.heading).querySelectorAll("h3")).map((h) => h.textContent)
  expect(titles).toEqual(section.cards.map((card) => card.title))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
