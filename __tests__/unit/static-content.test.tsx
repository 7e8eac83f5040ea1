import "../support/text-encoding"
import { render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act } from "react"
import { observeRevealsIn } from "../../src/components/reveal-observer"
import { firstPage, StaticContent } from "../../src/components/static-content"

afterEach(() => {
  firstPage.keepServerHtml = false
})

describe("StaticContent", () => {
  it("renders its children on pages rendered in the browser", () => {
    render(
      <StaticContent>
        <p>Ürün ağacı</p>
      </StaticContent>,
    )
    expect(screen.getByText("Ürün ağacı").closest("[data-static]")).not.toBeNull()
  })

  it("keeps the server HTML on the first page without rendering its children again", () => {
    const renderCount = jest.fn()
    function Counted() {
      renderCount()
      return <a href="/demo">Ücretsiz demo</a>
    }
    const tree = (
      <main>
        <StaticContent>
          <Counted />
        </StaticContent>
      </main>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    expect(renderCount).toHaveBeenCalledTimes(1)

    firstPage.keepServerHtml = true
    act(() => {
      hydrateRoot(container, tree)
    })
    expect(renderCount).toHaveBeenCalledTimes(1)
    expect(container.querySelector("[data-static] a")).toHaveAttribute("href", "/demo")
    expect(container).toHaveTextContent("Ücretsiz demo")
    container.remove()
  })
})

describe("observeRevealsIn", () => {
  it("starts every hidden reveal in server HTML with the step written on it", () => {
    const observed: Element[] = []
    const original = window.IntersectionObserver
    window.IntersectionObserver = jest.fn().mockImplementation(() => ({
      observe: (element: Element) => observed.push(element),
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver
    const root = document.createElement("div")
    root.innerHTML = `<ul data-reveal-stagger="hidden" data-reveal-step="100"><li>a</li><li>b</li><li>c</li></ul><div data-reveal="hidden"></div><div data-reveal="visible"></div>`
    observeRevealsIn(root)
    expect(observed).toHaveLength(2)
    const delays = Array.from(root.querySelectorAll("li")).map((li) => li.style.transitionDelay)
    expect(delays).toEqual(["0ms", "100ms", "200ms"])
    window.IntersectionObserver = original
  })
})
