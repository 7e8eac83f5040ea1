import { iconId } from "../components/icon-names"
import { breakpoints } from "../theme"

/**
 * The header's behaviour on top of its server-rendered markup (src/components/header/). Without
 * this script the desktop panels open on hover and focus and the mobile menu is the page's :target;
 * `html.enhanced` switches the CSS over to the state kept here.
 */

type OpenedBy = "hover" | "click"

/** Points focus at a control of the sticky header without scrolling the page up to "show" it. */
const focusInHeader = (element: HTMLElement | null) => element?.focus({ preventScroll: true })

/**
 * Desktop menus (disclosure pattern): open on mouse hover, on click or tap, and with Enter, Space
 * or ArrowDown; close on Escape (focus returns to the menu's button), when the pointer or focus
 * leaves, and when a link is chosen. aria-expanded always says whether the panel is open.
 */
export function enhanceDesktopNav(nav: HTMLElement): () => void {
  const items = Array.from(nav.querySelectorAll<HTMLElement>("[data-menu]"))
  const buttonOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>("button")!
  const panelOf = (item: HTMLElement) => document.getElementById(buttonOf(item).getAttribute("aria-controls") ?? "")
  let open: { item: HTMLElement; by: OpenedBy } | null = null

  const show = (next: typeof open) => {
    open = next
    for (const item of items) {
      const isOpen = open?.item === item
      buttonOf(item).setAttribute("aria-expanded", String(isOpen))
      panelOf(item)?.toggleAttribute("data-open", isOpen)
    }
  }

  const controller = new AbortController()
  const { signal } = controller
  for (const item of items) {
    const button = buttonOf(item)
    item.addEventListener(
      "pointerenter",
      (event) => {
        if (event.pointerType !== "mouse") return
        if (open?.item === item && open.by === "click") return
        show({ item, by: "hover" })
      },
      { signal },
    )
    item.addEventListener(
      "pointerleave",
      (event) => {
        if (event.pointerType === "mouse" && open?.by === "hover") show(null)
      },
      { signal },
    )
    // A click on a menu the mouse has just opened keeps it open; otherwise it toggles.
    button.addEventListener("click", () => show(open?.item === item && open.by === "click" ? null : { item, by: "click" }), {
      signal,
    })
    button.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "ArrowDown" && open?.item !== item) {
          event.preventDefault()
          show({ item, by: "click" })
        }
      },
      { signal },
    )
    item.addEventListener(
      "focusout",
      (event) => {
        if (open?.item === item && !item.contains(event.relatedTarget as Node | null)) show(null)
      },
      { signal },
    )
    panelOf(item)?.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest("a")) show(null)
      },
      { signal },
    )
  }
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !open) return
      focusInHeader(buttonOf(open.item))
      show(null)
    },
    { signal },
  )
  // A page restored from the back-forward cache comes back as it was left: with the menu closed.
  window.addEventListener("pageshow", () => show(null), { signal })
  return () => {
    controller.abort()
    show(null)
  }
}

/**
 * The mobile menu: the toggle link becomes a button that opens the full-screen panel; groups start
 * collapsed and expand independently; while open the page behind is inert and does not scroll, and
 * a link tap, Escape, the toggle or widening the window past the breakpoint closes it, with focus
 * back on the toggle.
 */
export function enhanceMobileMenu(panel: HTMLElement, link: HTMLAnchorElement): () => void {
  const toggle = document.createElement("button")
  toggle.type = "button"
  toggle.className = link.className
  toggle.innerHTML = link.innerHTML
  toggle.setAttribute("aria-controls", panel.id)
  toggle.toggleAttribute("data-menu-toggle", true)
  link.replaceWith(toggle)

  const icon = toggle.querySelector("use")
  const label = toggle.querySelector("span")
  // The words in the page's language: the link's own for "open", its data attributes for "close".
  const words = {
    open: { label: link.getAttribute("aria-label") ?? "", text: label?.textContent ?? "" },
    close: { label: link.dataset.closeLabel ?? "", text: link.dataset.closeText ?? "" },
  }
  const groups = Array.from(panel.querySelectorAll<HTMLButtonElement>("[data-menu-group]"))
  const listOf = (group: HTMLButtonElement) => document.getElementById(group.getAttribute("aria-controls") ?? "")
  const root = document.documentElement
  const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`)
  let isOpen = false

  const render = () => {
    toggle.setAttribute("aria-expanded", String(isOpen))
    toggle.setAttribute("aria-label", isOpen ? words.close.label : words.open.label)
    // Only the symbol changes: the page's own, or develop's sprite (the part before "#").
    icon?.setAttribute("href", (icon.getAttribute("href") ?? "").replace(/#.*$/, `#${iconId(isOpen ? "x" : "menu")}`))
    if (label) label.textContent = isOpen ? words.close.text : words.open.text
    panel.toggleAttribute("data-open", isOpen)
    root.classList.toggle("menu-open", isOpen)
    for (const outside of [document.getElementById("main"), document.querySelector("footer")])
      outside?.toggleAttribute("inert", isOpen)
  }
  const setOpen = (next: boolean, returnFocus = false) => {
    if (next === isOpen) return
    isOpen = next
    render()
    if (returnFocus) focusInHeader(toggle)
  }

  // Groups start collapsed only now that they can be expanded; the clean-up puts back their markup.
  const asBuilt = groups.map((group) => ({
    group,
    expanded: group.getAttribute("aria-expanded"),
    hidden: listOf(group)?.hasAttribute("hidden") ?? false,
  }))
  for (const group of groups) {
    group.setAttribute("aria-expanded", "false")
    listOf(group)?.setAttribute("hidden", "")
  }
  render()

  const controller = new AbortController()
  const { signal } = controller
  toggle.addEventListener("click", () => setOpen(!isOpen, isOpen), { signal })
  for (const group of groups) {
    group.addEventListener(
      "click",
      () => {
        const expanded = group.getAttribute("aria-expanded") !== "true"
        group.setAttribute("aria-expanded", String(expanded))
        listOf(group)?.toggleAttribute("hidden", !expanded)
      },
      { signal },
    )
  }
  panel.addEventListener(
    "click",
    (event) => {
      if ((event.target as Element).closest("a")) setOpen(false, true)
    },
    { signal },
  )
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && isOpen) setOpen(false, true)
    },
    { signal },
  )
  wide.addEventListener("change", () => wide.matches && setOpen(false), { signal })
  window.addEventListener("pageshow", () => setOpen(false), { signal })

  // Opened through the no-JavaScript link before this script ran: keep it open, without the #fragment.
  if (window.location.hash === `#${panel.id}`) {
    history.replaceState(history.state, "", window.location.pathname + window.location.search)
    setOpen(true)
  }
  // Leaves the header as built, so the enhancement can run again on it (gatsby-browser.tsx).
  return () => {
    controller.abort()
    setOpen(false)
    toggle.replaceWith(link)
    for (const { group, expanded, hidden } of asBuilt) {
      if (expanded === null) group.removeAttribute("aria-expanded")
      else group.setAttribute("aria-expanded", expanded)
      listOf(group)?.toggleAttribute("hidden", hidden)
    }
  }
}

/** Enhances the header under `root`: its desktop menus and its mobile menu. */
export function enhanceHeader(root: ParentNode = document): () => void {
  const cleanups: (() => void)[] = []
  const nav = root.querySelector<HTMLElement>("[data-desktop-nav]")
  if (nav) cleanups.push(enhanceDesktopNav(nav))
  const panel = root.querySelector<HTMLElement>("[data-mobile-menu]")
  const link = root.querySelector<HTMLAnchorElement>("a[data-menu-toggle]")
  if (panel && link) cleanups.push(enhanceMobileMenu(panel, link))
  return () => cleanups.forEach((cleanup) => cleanup())
}
