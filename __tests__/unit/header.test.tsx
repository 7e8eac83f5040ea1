import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { enhanceHeader } from "../../src/browser/header"
import { Header } from "../../src/components/header/header"
import { installMatchMedia } from "../support/match-media"
import { installPointerEvent } from "../support/pointer-event"
import { readData } from "../support/site-data"

beforeAll(installPointerEvent)
beforeEach(() => installMatchMedia(1280))

interface Navigation {
  menus: { label: string; items: { href: string; label: string; description: string }[] }[]
}
const { menus } = readData<Navigation>("navigation.yaml")

// jsdom ignores media queries, so the desktop menu (display: none below 1024 px) counts as hidden
// and has no accessible name there; elements are found by their markup instead. The browser suite
// checks what is visible at which width.
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Not found: ${what}`)
  return value
}

// The header is markup from React plus src/browser/header.ts, as on the built site.
let cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup())
  cleanups = []
})

function renderHeader() {
  render(<Header />)
  cleanups.push(enhanceHeader())
  const nav = required(document.querySelector<HTMLElement>('nav[aria-label="Ana menü"]'), "the desktop menu")
  const buttons = () => Array.from(nav.querySelectorAll("button"))
  const button = (label: string) =>
    required(
      buttons().find((b) => b.textContent === label),
      `the ${label} button`,
    )
  const item = (label: string) => required(button(label).closest("li"), `the ${label} item`)
  const panel = (label: string) => required(document.getElementById(button(label).getAttribute("aria-controls") ?? ""), label)
  const links = (label: string) => Array.from(panel(label).querySelectorAll("a"))
  return { buttons, button, item, panel, links }
}

describe("Header", () => {
  it("links the brand home and has a contact button", () => {
    render(<Header />)
    const banner = screen.getByRole("banner")
    expect(within(banner).getByRole("link", { name: "Yakamoz Yazılım" })).toHaveAttribute("href", "/")
    const contact = Array.from(banner.querySelectorAll("a")).filter((a) => a.textContent === "İletişim")
    expect(contact.map((a) => a.getAttribute("href"))).toEqual(["/contact"])
  })

  it("has a menu button for each menu of data/navigation.yaml, in order", () => {
    const { buttons } = renderHeader()
    expect(buttons().map((b) => b.textContent)).toEqual(menus.map((m) => m.label))
  })

  it("lists every link of each menu with its label and description", () => {
    const { button, links } = renderHeader()
    for (const menu of menus) {
      fireEvent.click(button(menu.label))
      expect(links(menu.label).map((a) => a.getAttribute("href"))).toEqual(menu.items.map((i) => i.href))
      menu.items.forEach((entry, index) => {
        expect(links(menu.label)[index].querySelector("strong")).toHaveTextContent(entry.label)
        expect(links(menu.label)[index]).toHaveTextContent(entry.description)
      })
    }
  })

  describe("a desktop menu", () => {
    it("starts closed, opens on click and closes on a second click", () => {
      const { button, panel } = renderHeader()
      const erp = button("ERP Sistemleri")
      expect(erp).toHaveAttribute("aria-expanded", "false")
      expect(panel("ERP Sistemleri")).not.toHaveAttribute("data-open")
      fireEvent.click(erp)
      expect(erp).toHaveAttribute("aria-expanded", "true")
      expect(panel("ERP Sistemleri")).toHaveAttribute("data-open")
      fireEvent.click(erp)
      expect(erp).toHaveAttribute("aria-expanded", "false")
    })

    it("shows only one menu at a time", () => {
      const { button } = renderHeader()
      fireEvent.click(button("Kurumsal"))
      fireEvent.click(button("Destek"))
      expect(button("Kurumsal")).toHaveAttribute("aria-expanded", "false")
      expect(button("Destek")).toHaveAttribute("aria-expanded", "true")
    })

    it("opens while the mouse pointer is over it and closes when it leaves", () => {
      const { button, item } = renderHeader()
      fireEvent.pointerEnter(item("E-ticaret"), { pointerType: "mouse" })
      expect(button("E-ticaret")).toHaveAttribute("aria-expanded", "true")
      fireEvent.pointerLeave(item("E-ticaret"), { pointerType: "mouse" })
      expect(button("E-ticaret")).toHaveAttribute("aria-expanded", "false")
    })

    it("does not open when a finger touches it, so the tap decides", () => {
      const { button, item } = renderHeader()
      fireEvent.pointerEnter(item("E-ticaret"), { pointerType: "touch" })
      expect(button("E-ticaret")).toHaveAttribute("aria-expanded", "false")
    })

    it("stays open when clicked after the mouse opened it, also after the pointer leaves", () => {
      const { button, item } = renderHeader()
      fireEvent.pointerEnter(item("Destek"), { pointerType: "mouse" })
      fireEvent.click(button("Destek"))
      expect(button("Destek")).toHaveAttribute("aria-expanded", "true")
      fireEvent.pointerLeave(item("Destek"), { pointerType: "mouse" })
      expect(button("Destek")).toHaveAttribute("aria-expanded", "true")
    })

    it("closes on Escape and returns focus to its button", () => {
      const { button, links } = renderHeader()
      fireEvent.click(button("Kurumsal"))
      act(() => links("Kurumsal")[0].focus())
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" })
      expect(button("Kurumsal")).toHaveAttribute("aria-expanded", "false")
      expect(button("Kurumsal")).toHaveFocus()
    })

    it("stays open while focus moves inside it and closes when focus leaves it", () => {
      const { button, links } = renderHeader()
      act(() => button("Kurumsal").focus())
      fireEvent.click(button("Kurumsal"))
      act(() => links("Kurumsal")[0].focus())
      expect(button("Kurumsal")).toHaveAttribute("aria-expanded", "true")
      act(() => button("ERP Sistemleri").focus())
      expect(button("Kurumsal")).toHaveAttribute("aria-expanded", "false")
    })

    it("opens with ArrowDown on its button", () => {
      const { button } = renderHeader()
      fireEvent.keyDown(button("ERP Sistemleri"), { key: "ArrowDown" })
      expect(button("ERP Sistemleri")).toHaveAttribute("aria-expanded", "true")
    })

    it("closes when a link is chosen", () => {
      const { button, links } = renderHeader()
      fireEvent.click(button("Destek"))
      fireEvent.click(links("Destek")[0])
      expect(button("Destek")).toHaveAttribute("aria-expanded", "false")
    })
  })
})
