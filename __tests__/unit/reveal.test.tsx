import { act, render, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { observeReveals } from "../../src/browser/reveal"
import { Reveal } from "../../src/components/reveal"

/** A stand-in IntersectionObserver that records how it was made and lets the test report entries. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  observe = jest.fn((element: Element) => this.observed.push(element))
  disconnect = jest.fn()
  unobserve = jest.fn()
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this)
  }
  report(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ isIntersecting, target }))))
  }
}

const original = window.IntersectionObserver
beforeEach(() => {
  FakeObserver.instances = []
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})
afterEach(() => {
  window.IntersectionObserver = original
})

/** Reveal's markup with src/browser/reveal.ts watching it, as on the built site. */
function renderRevealed(ui: ReactElement) {
  const result = render(ui)
  return { ...result, stop: observeReveals(result.container) }
}

const observer = () => {
  expect(FakeObserver.instances).toHaveLength(1)
  return FakeObserver.instances[0]
}

describe("Reveal", () => {
  it("watches for 10% of the element inside the viewport less a 50 px bottom margin", () => {
    renderRevealed(<Reveal>Metin</Reveal>)
    expect(observer().options).toEqual({ threshold: 0.1, rootMargin: "0px 0px -50px 0px" })
    expect(observer().observed).toEqual([screen.getByText("Metin")])
  })

  it("starts hidden and becomes visible once when it enters the viewport", () => {
    renderRevealed(<Reveal>Metin</Reveal>)
    const element = screen.getByText("Metin")
    expect(element).toHaveAttribute("data-reveal", "hidden")
    observer().report(false)
    expect(element).toHaveAttribute("data-reveal", "hidden")
    expect(observer().unobserve).not.toHaveBeenCalled()
    observer().report(true)
    expect(element).toHaveAttribute("data-reveal", "visible")
    expect(observer().unobserve).toHaveBeenCalledWith(element)
  })

  it("stays visible when it leaves the viewport again", () => {
    renderRevealed(<Reveal>Metin</Reveal>)
    observer().report(true)
    observer().report(false)
    expect(screen.getByText("Metin")).toHaveAttribute("data-reveal", "visible")
  })

  it("watches every hidden block of the page with one observer, and stops when asked", () => {
    const { stop } = renderRevealed(
      <>
        <Reveal>Bir</Reveal>
        <Reveal>İki</Reveal>
      </>,
    )
    expect(observer().observed).toEqual([screen.getByText("Bir"), screen.getByText("İki")])
    stop()
    expect(observer().disconnect).toHaveBeenCalled()
  })

  it("renders the element it is asked for, with its attributes", () => {
    renderRevealed(
      <Reveal as="section" aria-label="Bölüm" className="ozel">
        Metin
      </Reveal>,
    )
    const element = screen.getByRole("region", { name: "Bölüm" })
    expect(element.tagName).toBe("SECTION")
    expect(element).toHaveClass("ozel")
  })

  it("staggers a list by 150 ms per item by default", () => {
    renderRevealed(
      <Reveal as="ul" stagger>
        <li>Bir</li>
        <li>İki</li>
        <li>Üç</li>
      </Reveal>,
    )
    const list = screen.getByRole("list")
    expect(list).toHaveAttribute("data-reveal-stagger", "hidden")
    expect(list).not.toHaveAttribute("data-reveal")
    expect(screen.getAllByRole("listitem").map((li) => li.style.transitionDelay)).toEqual(["0ms", "150ms", "300ms"])
    observer().report(true)
    expect(list).toHaveAttribute("data-reveal-stagger", "visible")
  })

  it("staggers by a custom step", () => {
    renderRevealed(
      <Reveal as="ul" stagger step={100}>
        <li>Bir</li>
        <li>İki</li>
        <li>Üç</li>
      </Reveal>,
    )
    expect(screen.getAllByRole("listitem").map((li) => li.style.transitionDelay)).toEqual(["0ms", "100ms", "200ms"])
  })

  it("shows the content at once where IntersectionObserver is missing", () => {
    // @ts-expect-error: browsers without the API have no such property.
    delete window.IntersectionObserver
    renderRevealed(<Reveal>Metin</Reveal>)
    expect(screen.getByText("Metin")).toHaveAttribute("data-reveal", "visible")
  })
})
