import "../support/text-encoding"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { PageLanguageProvider } from "../../src/components/page-language"
import { Layout } from "../../src/components/layout"
import { MobileMenu, MobileMenuToggle } from "../../src/components/header/mobile-menu"
import { enhanceHeader } from "../../src/browser/header"
import { installMatchMedia } from "../support/match-media"
import { readData } from "../support/site-data"

const { menus } = readData<{ menus: Queries.MenuFieldsFragment[] }>("navigation.yaml")
const site = readData<{ phones: { main: { display: string; tel: string } }; emails: { info: string } }>("site.yaml")

// A phone-sized viewport. The site script marks the page as enhanced; the open panel is shown only
// then (before, the no-JavaScript :target rule applies).
let viewport: ReturnType<typeof installMatchMedia>
let cleanups: (() => void)[] = []
beforeEach(() => {
  viewport = installMatchMedia(390)
  document.documentElement.classList.add("enhanced")
})
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup())
  cleanups = []
  document.documentElement.classList.remove("enhanced")
})

// The menu is markup from React plus src/browser/header.ts, as on the built site.
function renderPage() {
  render(
    <Layout>
      <p>Sayfa içeriği</p>
    </Layout>,
  )
  cleanups.push(enhanceHeader())
  // Found by markup rather than by role: role queries over the whole layout are slow, and the
  // accessible names are asserted where they matter.
  const toggle = () => document.querySelector<HTMLElement>('[aria-controls="mobil-menu"]') as HTMLElement
  const panel = () => document.getElementById("mobil-menu") as HTMLElement
  const group = (label: string) =>
    Array.from(panel().querySelectorAll("button")).find((b) => b.firstChild?.textContent === label) as HTMLElement
  const open = () => fireEvent.click(toggle())
  return { toggle, panel, group, open }
}

const menuProps = { menus, contact: "/contact", phone: site.phones.main, email: site.emails.info }

/** The toggle and its panel as the static HTML has them: the toggle in the header, the panel after the footer. */
const staticMenu = () =>
  renderToString(
    <>
      <header>
        <MobileMenuToggle />
      </header>
      <main id="main" />
      <MobileMenu {...menuProps} />
    </>,
  )

describe("MobileMenu", () => {
  it("is a link to the panel in the static HTML, so the menu opens without JavaScript", () => {
    const html = staticMenu()
    const container = document.createElement("div")
    container.innerHTML = html
    const link = container.querySelector('a[href="#mobil-menu"]')
    expect(link).toHaveAttribute("aria-label", "Menüyü aç")
    expect(container.querySelector("button[aria-controls='mobil-menu']")).toBeNull()
    // Without JavaScript nothing could expand a group, so every group starts open.
    expect(container.querySelectorAll("#mobil-menu ul[hidden]")).toHaveLength(0)
  })

  it("becomes a button once the header script runs, with every group collapsed", () => {
    const container = document.createElement("div")
    container.innerHTML = staticMenu()
    document.body.appendChild(container)
    cleanups.push(enhanceHeader(container))
    expect(container.querySelector('a[href="#mobil-menu"]')).toBeNull()
    const toggle = screen.getByRole("button", { name: "Menüyü aç" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "mobil-menu")
    expect(container.querySelectorAll("#mobil-menu ul[hidden]")).toHaveLength(menus.length)
    container.remove()
  })

  it("says open and close in the page's language, from the words the page wrote (English here)", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(
      <PageLanguageProvider value={{ language: "en" }}>
        <header>
          <MobileMenuToggle />
        </header>
        <main id="main" />
        <MobileMenu {...menuProps} />
      </PageLanguageProvider>,
    )
    document.body.appendChild(container)
    cleanups.push(enhanceHeader(container))
    const toggle = screen.getByRole("button", { name: "Open the menu" })
    expect(toggle).toHaveTextContent("Menu")
    fireEvent.click(toggle)
    expect(toggle).toHaveAccessibleName("Close the menu")
    expect(toggle).toHaveTextContent("Close")
    container.remove()
  })

  it("opens and closes with its toggle", () => {
    const { toggle, panel, open } = renderPage()
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveAccessibleName("Menüyü aç")
    expect(panel()).not.toBeVisible()
    open()
    expect(toggle()).toHaveAttribute("aria-expanded", "true")
    expect(toggle()).toHaveAccessibleName("Menüyü kapat")
    expect(panel()).toHaveAttribute("data-open")
    expect(screen.getByRole("navigation", { name: "Mobil menü" })).toBe(panel())
    // After the footer, so the first paint of the page holds its hero; never inside what is made inert.
    expect(panel().previousElementSibling).toBe(screen.getByRole("contentinfo"))
    fireEvent.click(toggle())
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveAccessibleName("Menüyü aç")
    expect(toggle()).toHaveFocus()
  })

  it("shows each group with the count of its solutions from data/navigation.yaml", () => {
    const { group, open } = renderPage()
    open()
    for (const menu of menus) expect(group(menu.label)).toHaveAccessibleName(`${menu.label} ${menu.items.length} sayfa`)
  })

  it("expands and collapses each group independently", () => {
    const { group, panel, open } = renderPage()
    open()
    const [first, second] = menus
    const links = (label: string) => document.getElementById(group(label).getAttribute("aria-controls") ?? "")
    expect(group(first.label)).toHaveAttribute("aria-expanded", "false")
    expect(links(first.label)).not.toBeVisible()

    fireEvent.click(group(first.label))
    expect(group(first.label)).toHaveAttribute("aria-expanded", "true")
    expect(group(second.label)).toHaveAttribute("aria-expanded", "false")
    expect(within(panel()).getAllByRole("link", { name: first.items[0].label })[0]).toBeVisible()
    expect(
      within(links(first.label) as HTMLElement)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(first.items.map((i) => i.href))

    fireEvent.click(group(second.label))
    expect(group(first.label)).toHaveAttribute("aria-expanded", "true")
    expect(group(second.label)).toHaveAttribute("aria-expanded", "true")

    fireEvent.click(group(first.label))
    expect(group(first.label)).toHaveAttribute("aria-expanded", "false")
    expect(links(first.label)).not.toBeVisible()
    expect(group(second.label)).toHaveAttribute("aria-expanded", "true")
  })

  it("closes when a link is tapped and returns focus to the toggle", () => {
    const { toggle, group, panel, open } = renderPage()
    open()
    fireEvent.click(group(menus[1].label))
    fireEvent.click(within(panel()).getByRole("link", { name: menus[1].items[0].label }))
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveFocus()
  })

  it("closes on Escape and returns focus to the toggle", () => {
    const { toggle, group, open } = renderPage()
    open()
    act(() => group(menus[0].label).focus())
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" })
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(toggle()).toHaveFocus()
  })

  it("locks the page behind while open and releases it when closed", () => {
    const { toggle, open } = renderPage()
    const main = document.getElementById("main")
    const footer = screen.getByRole("contentinfo")
    expect(document.documentElement).not.toHaveClass("menu-open")
    open()
    expect(document.documentElement).toHaveClass("menu-open")
    expect(main).toHaveAttribute("inert")
    expect(footer).toHaveAttribute("inert")
    fireEvent.click(toggle())
    expect(document.documentElement).not.toHaveClass("menu-open")
    expect(main).not.toHaveAttribute("inert")
    expect(footer).not.toHaveAttribute("inert")
  })

  it("closes when the window widens to the desktop layout", () => {
    const { toggle, open } = renderPage()
    open()
    act(() => viewport.setWidth(1024))
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
    expect(document.documentElement).not.toHaveClass("menu-open")
  })

  it("offers the contact page and the phone and e-mail of data/site.yaml", () => {
    const { toggle, panel, open } = renderPage()
    open()
    const phone = within(panel()).getByRole("link", { name: site.phones.main.display })
    expect(phone).toHaveAttribute("href", `tel:${site.phones.main.tel}`)
    expect(within(panel()).getByRole("link", { name: site.emails.info })).toHaveAttribute("href", `mailto:${site.emails.info}`)
    const contact = within(panel()).getByRole("link", { name: "İletişime geçin" })
    expect(contact).toHaveAttribute("href", "/contact")
    fireEvent.click(contact)
    expect(toggle()).toHaveAttribute("aria-expanded", "false")
  })
})
