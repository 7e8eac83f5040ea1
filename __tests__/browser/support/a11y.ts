import fs from "fs"
import path from "path"
import type { AxeResults } from "axe-core"
import type { Page } from "playwright-core"
import { parse } from "yaml"
import { baseUrl } from "./browser"
import { waitUntilInteractive } from "./page-checks"

/**
 * The accessibility gate's tools (gates/a11y.ts, run by pages-desktop and pages-mobile .test.ts):
 * axe-core's WCAG 2.2 AA rules and a keyboard walk that reaches every control with Tab and checks that each
 * one is visibly focused.
 */

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

const navigation = parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "data", "navigation.yaml"), "utf8")) as {
  menus: { label: string; items: { href: string }[] }[]
}
export const menuLabels = navigation.menus.map((menu) => menu.label)

/** Opens a page and waits for its script (menus, reveal) and, on a form page, the form's island. */
export async function load(page: Page, route: string) {
  await page.goto(`${baseUrl()}${route}`)
  await waitUntilInteractive(page)
}

export async function axeViolations(page: Page, state: string, scope?: string): Promise<string[]> {
  const already = await page.evaluate(() => "axe" in window)
  // Evaluated, not added as a <script> element: the page's Content-Security-Policy refuses inline scripts.
  if (!already) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ tags, scope }) => {
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } }).axe
      // Only the violations are read: axe then builds no node lists for the rules that pass (about a third
      // of its time here), and finds the same violations.
      const results = await axe.run(scope ? { include: [scope] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      })
      return results.violations.map((violation) => ({
        rule: `${violation.id} (${violation.impact}): ${violation.help}`,
        nodes: violation.nodes.map((node) => `${node.target.join(" ")}\n        ${node.failureSummary?.replace(/\n/g, " ")}`),
      }))
    },
    { tags: wcagTags, scope },
  )
  return violations.map((violation) => `[${state}] ${violation.rule}\n      ${violation.nodes.join("\n      ")}`)
}

export const menuLinkCount = navigation.menus.reduce((sum, menu) => sum + menu.items.length, 0)

type Expansion = "none" | "open-desktop-menus" | "open-mobile-menu"

interface Stop {
  probe: string | null
  label: string
  focusVisible: boolean
  outlined: boolean
  inViewport: boolean
  onTop: boolean
  expandable: boolean
  segmented: boolean
}

/**
 * Presses Tab from the top of the page to the last control. Before each press it works out, from
 * the page as it is at that moment, which element should receive the focus next: the following
 * element in document order that is focusable, rendered, not inert and not taken out of the tab
 * order (of a radio group only the checked or else the first button counts). After each press it
 * checks that this element has the focus and that the focus is visible: :focus-visible matches,
 * an outline or a box shadow is drawn, and the element is inside the viewport and not covered by
 * another element such as the sticky header. With an expansion mode it presses Enter on the menu
 * buttons it reaches, so the menu links join the walk.
 */
export async function tabWalk(page: Page, expansion: Expansion, start: string | null = null) {
  // Both probes are installed in the page once, so each step costs one round trip after the key press.
  await page.evaluate(`window.__tabWalk = { next: ${nextTabStop.toString()}, focus: ${describeFocus.toString()} }`)
  const expectedAfter = (previous: string | null) =>
    page.evaluate((previous) => (window as unknown as { __tabWalk: Walker }).__tabWalk.next(previous), previous)
  const focusAndNext = () =>
    page.evaluate(() => {
      const walker = (window as unknown as { __tabWalk: Walker }).__tabWalk
      const stop = walker.focus()
      return { stop, next: stop.probe ? walker.next(stop.probe) : null }
    })

  const problems: string[] = []
  const visited: string[] = []
  let previous = start
  let expected = await expectedAfter(previous)
  for (let step = 0; step < 500 && expected; step++) {
    await page.keyboard.press("Tab")
    let { stop, next } = await focusAndNext()
    // A date field takes one Tab per part (day, month, year) before the focus moves on.
    for (let part = 0; stop.segmented && stop.probe === previous && part < 5; part++) {
      await page.keyboard.press("Tab")
      ;({ stop, next } = await focusAndNext())
    }
    if (stop.probe !== expected.probe) {
      problems.push(`Tab after ${previous ? `#${previous}` : "the start"} reached ${stop.label}, expected ${expected.label}`)
      break
    }
    visited.push(stop.label)
    if (!stop.focusVisible || !stop.outlined) problems.push(`${stop.label} has focus but no visible focus indicator`)
    if (!stop.inViewport) problems.push(`${stop.label} has focus outside the viewport`)
    if (!stop.onTop) problems.push(`${stop.label} has focus but is covered by another element`)
    const opensMenu =
      (expansion === "open-desktop-menus" && stop.label.startsWith("button[menu-panel")) ||
      (expansion === "open-mobile-menu" && stop.label.startsWith("button[mobil-menu-grup"))
    if (stop.expandable && opensMenu) {
      await page.keyboard.press("Enter")
      const expanded = await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))
      if (expanded !== "true") problems.push(`Enter on ${stop.label} did not open it`)
      // The opened menu's links come next.
      next = await expectedAfter(stop.probe)
    }
    previous = stop.probe
    expected = next
  }
  return { problems, visited }
}

interface Walker {
  next: typeof nextTabStop
  focus: typeof describeFocus
}

/**
 * The walk of `tabWalk` in one evaluation, for pages whose controls are only links and buttons in
 * document order (see a11y gate): one real Tab press puts the browser in keyboard mode and must reach
 * the first control; then each following control is focused from the page in the order Tab takes
 * (document order, as no element may have a positive tabindex) and checked as `tabWalk` checks it:
 * focused, visibly, inside the viewport and not covered.
 */
export async function focusPass(page: Page) {
  await page.evaluate(`window.__tabWalk = { next: ${nextTabStop.toString()}, focus: ${describeFocus.toString()} }`)
  await page.keyboard.press("Tab")
  return page.evaluate(() => {
    const walker = (window as unknown as { __tabWalk: Walker }).__tabWalk
    const problems: string[] = []
    const visited: string[] = []
    // A positive tabindex would put its element first in the Tab order, away from document order.
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("[tabindex]")).filter((e) => e.tabIndex > 0))
      problems.push(`${element.tagName.toLowerCase()} has tabindex ${element.tabIndex}: Tab would leave document order`)
    let expected = walker.next(null)
    let stop = walker.focus()
    while (expected) {
      if (stop.probe !== expected.probe) {
        problems.push(`Tab after ${visited.at(-1) ?? "the start"} reached ${stop.label}, expected ${expected.label}`)
        break
      }
      visited.push(stop.label)
      if (!stop.focusVisible || !stop.outlined) problems.push(`${stop.label} has focus but no visible focus indicator`)
      if (!stop.inViewport) problems.push(`${stop.label} has focus outside the viewport`)
      if (!stop.onTop) problems.push(`${stop.label} has focus but is covered by another element`)
      expected = walker.next(stop.probe)
      if (!expected) break
      document.querySelector<HTMLElement>(`[data-tab-probe="${expected.probe}"]`)?.focus()
      stop = walker.focus()
    }
    return { problems, visited }
  })
}

/** Runs in the page: the element Tab should move to after the one marked `previous`. */
function nextTabStop(previous: string | null): { probe: string; label: string } | null {
  const selector = [
    "a[href]",
    "area[href]",
    "button:not([disabled])",
    'input:not([disabled]):not([type="hidden"])',
    "select:not([disabled])",
    "textarea:not([disabled])",
    "iframe",
    "summary",
    "[contenteditable]",
    "[tabindex]",
  ].join(",")
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest("[inert]") &&
      element.checkVisibility({ checkVisibilityCSS: true }) &&
      !element.closest("[hidden]"),
  )
  const tabbable = candidates.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== "radio" || !element.name) return true
    const group = candidates.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === "radio" && other.name === element.name && other.form === element.form,
    )
    return (group.find((radio) => radio.checked) ?? group[0]) === element
  })
  let counter = Number(document.documentElement.dataset.tabProbes ?? "0")
  for (const element of tabbable) {
    if (!element.dataset.tabProbe) element.dataset.tabProbe = String(++counter)
  }
  document.documentElement.dataset.tabProbes = String(counter)
  const index = previous ? tabbable.findIndex((element) => element.dataset.tabProbe === previous) : -1
  const next = tabbable[index + 1]
  if (!next) return null
  const owner = next.getAttribute("aria-controls") ?? next.closest("[id]")?.id ?? ""
  const name = (next.getAttribute("aria-label") ?? next.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)
  return { probe: next.dataset.tabProbe as string, label: `${next.tagName.toLowerCase()}[${owner}] "${name}"` }
}

/** Runs in the page: what has the focus now and how it looks. */
function describeFocus(): Stop {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) {
    return {
      probe: null,
      label: "nothing",
      focusVisible: false,
      outlined: false,
      inViewport: false,
      onTop: false,
      expandable: false,
      segmented: false,
    }
  }
  // The ring may be drawn by a pseudo-element, as on the cards whose title link covers the card.
  const outlined = [null, "::before", "::after"].some((pseudo) => {
    const style = getComputedStyle(element, pseudo)
    return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"
  })
  const rect = element.getBoundingClientRect()
  const left = Math.max(rect.left, 0)
  const right = Math.min(rect.right, window.innerWidth)
  const top = Math.max(rect.top, 0)
  const bottom = Math.min(rect.bottom, window.innerHeight)
  const inViewport = right > left && bottom > top
  const topmost = inViewport ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null
  const onTop = !!topmost && (element.contains(topmost) || topmost.contains(element) || topmost === element.closest("label"))
  const owner = element.getAttribute("aria-controls") ?? element.closest("[id]")?.id ?? ""
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)
  return {
    probe: element.dataset.tabProbe ?? null,
    label: `${element.tagName.toLowerCase()}[${owner}] "${name}"`,
    focusVisible: element.matches(":focus-visible"),
    outlined,
    inViewport,
    onTop,
    expandable: element.getAttribute("aria-expanded") === "false",
    segmented: element instanceof HTMLInputElement && ["date", "time", "datetime-local", "month", "week"].includes(element.type),
  }
}
