import "../support/text-encoding"
import { fireEvent, render } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { onRouteUpdate, wrapRootElement } from "../../gatsby-browser"
import { Icon } from "../../src/components/icon"
import { Layout } from "../../src/components/layout"
import { Reveal } from "../../src/components/reveal"
import { installMatchMedia } from "../support/match-media"
import { installPointerEvent } from "../support/pointer-event"

// `gatsby develop` calls onRouteUpdate on the first page and after every route change.
const routeUpdate = () => onRouteUpdate!({ location: window.location, prevLocation: null } as never, {} as never)

/** An IntersectionObserver that only records which observers are still connected. */
class FakeObserver {
  static connected = new Set<FakeObserver>()
  constructor() {
    FakeObserver.connected.add(this)
  }
  observe = () => undefined
  unobserve = () => undefined
  disconnect = () => FakeObserver.connected.delete(this)
}

/** Counts the listeners set on document and window that are still live (not aborted). */
function trackListeners() {
  const live: AbortSignal[] = []
  let unsignalled = 0
  for (const target of [document, window] as EventTarget[]) {
    const add = target.addEventListener.bind(target)
    jest.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      const signal = typeof options === "object" ? options.signal : undefined
      if (signal) live.push(signal)
      else unsignalled += 1
      add(type, listener, options)
    })
  }
  return () => live.filter((signal) => !signal.aborted).length + unsignalled
}

const original = window.IntersectionObserver
beforeAll(installPointerEvent)
beforeEach(() => {
  installMatchMedia(1280)
  FakeObserver.connected.clear()
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})
afterEach(() => {
  window.IntersectionObserver = original
  jest.restoreAllMocks()
})

function renderPage() {
  return render(
    <Layout>
      <Reveal>Bölüm</Reveal>
    </Layout>,
  )
}

describe("gatsby-browser onRouteUpdate", () => {
  it("keeps one set of handlers on a page however often the route updates, and the header still works", () => {
    const live = trackListeners()
    renderPage()
    routeUpdate()
    const once = live()
    expect(once).toBeGreaterThan(0)
    routeUpdate()
    routeUpdate()
    expect(live()).toBe(once)
    expect(FakeObserver.connected.size).toBe(2)

    const menuButton = document.querySelector<HTMLButtonElement>("[data-desktop-nav] [data-menu] button")!
    fireEvent.click(menuButton)
    expect(menuButton).toHaveAttribute("aria-expanded", "true")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(menuButton).toHaveAttribute("aria-expanded", "false")
    // The clean-up puts the no-JavaScript link back, so the next run makes it a button again.
    expect(document.querySelectorAll("[data-menu-toggle]")).toHaveLength(1)
    const toggle = document.querySelector<HTMLButtonElement>("button[data-menu-toggle]")!
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("takes the last page's listeners and observers away before setting up the next page", () => {
    const live = trackListeners()
    let page = renderPage()
    routeUpdate()
    const perPage = live()
    expect(perPage).toBeGreaterThan(0)
    expect(FakeObserver.connected.size).toBe(2)
    for (let route = 0; route < 3; route += 1) {
      page.unmount()
      page = render(
        <Layout>
          <Reveal>Başka bölüm</Reveal>
        </Layout>,
      )
      routeUpdate()
    }
    expect(live()).toBe(perPage)
    expect(FakeObserver.connected.size).toBe(2)
  })

  it("gives `gatsby develop`'s icons the sprite, since its pages carry no symbols", () => {
    const html = renderToString(wrapRootElement!({ element: <Icon name="menu" /> } as never, {} as never) as JSX.Element)
    expect(html).toContain('href="/icons.svg#i-menu"')
    expect(renderToString(<Icon name="menu" />)).toContain('href="#i-menu"')
  })
})
