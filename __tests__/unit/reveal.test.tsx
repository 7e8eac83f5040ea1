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

/** The observer that reports once where each block is when the script starts. */
const placer = () => {
  expect(FakeObserver.instances).toHaveLength(2)
  return FakeObserver.instances.find((instance) => instance.options === undefined) as FakeObserver
}

/** The observer that shows a hidden block when it enters the viewport. */
const revealer = () => {
  expect(FakeObserver.instances).toHaveLength(2)
  return FakeObserver.instances.find((instance) => instance.options !== undefined) as FakeObserver
}

/** Renders and lets the first report say that every block is off screen. */
function renderOffScreen(ui: ReactElement) {
  const result = renderRevealed(ui)
  placer().report(false)
  return result
}

describe("Reveal", () => {
  it("is built shown, so the page reads without the script", () => {
    render(<Reveal>Metin</Reveal>)
    expect(screen.getByText("Metin")).toHaveAttribute("data-reveal", "pending")
  })

  it("leaves a block that is on screen when the script starts as it is, and hides only the others", () => {
    renderRevealed(
      <>
        <Reveal>Üstte</Reveal>
        <Reveal>Altta</Reveal>
      </>,
    )
    const [top, bottom] = [screen.getByText("Üstte"), screen.getByText("Altta")]
    expect(placer().observed).toEqual([top, bottom])
    act(() =>
      placer().callback([
        { isIntersecting: true, target: top },
        { isIntersecting: false, target: bottom },
      ]),
    )
    expect(top).toHaveAttribute("data-reveal", "visible")
    expect(bottom).toHaveAttribute("data-reveal", "hidden")
    expect(placer().unobserve).toHaveBeenCalledWith(top)
    expect(placer().unobserve).toHaveBeenCalledWith(bottom)
    expect(revealer().observed).toEqual([bottom])
  })

  it("watches for 10% of a hidden block inside the viewport less a 50 px bottom margin", () => {
    renderOffScreen(<Reveal>Metin</Reveal>)
    expect(revealer().options).toEqual({ threshold: 0.1, rootMargin: "0px 0px -50px 0px" })
    expect(revealer().observed).toEqual([screen.getByText("Metin")])
  })

  it("starts hidden off screen and becomes visible once when it enters the viewport", () => {
    renderOffScreen(<Reveal>Metin</Reveal>)
    const element = screen.getByText("Metin")
    expect(element).toHaveAttribute("data-reveal", "hidden")
    revealer().report(false)
    expect(element).toHaveAttribute("data-reveal", "hidden")
    expect(revealer().unobserve).not.toHaveBeenCalled()
    revealer().report(true)
    expect(element).toHaveAttribute("data-reveal", "visible")
    expect(revealer().unobserve).toHaveBeenCalledWith(element)
  })

  it("stays visible when it leaves the viewport again", () => {
    renderOffScreen(<Reveal>Metin</Reveal>)
    revealer().report(true)
    revealer().report(false)
    expect(screen.getByText("Metin")).toHaveAttribute("data-reveal", "visible")
  })

  it("watches every block of the page with one observer each, and stops when asked", () => {
    const { stop } = renderOffScreen(
      <>
        <Reveal>Bir</Reveal>
        <Reveal>İki</Reveal>
      </>,
    )
    expect(revealer().observed).toEqual([screen.getByText("Bir"), screen.getByText("İki")])
    stop()
    expect(placer().disconnect).toHaveBeenCalled()
    expect(revealer().disconnect).toHaveBeenCalled()
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

  it("staggers a hidden list by 150 ms per item by default", () => {
    renderOffScreen(
      <Reveal as="ul" stagger>
        <li>Bir</li>
        <li>İki</li>
        <li>Üç</li>
      </Reveal>,
    )
    const list = screen.getByRole("list")
    expect(list).toHaveAttribute("data-reveal-stagger", "hidden")
    expect(list).not.toHaveAttribute("data-reveal")
    // No delay on the way out: a delay without a duration would hold the items visible for its time.
    expect(screen.getAllByRole("listitem").map((li) => li.style.transitionDelay)).toEqual(["", "", ""])
    revealer().report(true)
    expect(list).toHaveAttribute("data-reveal-stagger", "visible")
    expect(screen.getAllByRole("listitem").map((li) => li.style.transitionDelay)).toEqual(["0ms", "150ms", "300ms"])
  })

  it("staggers by a custom step", () => {
    renderOffScreen(
      <Reveal as="ul" stagger step={100}>
        <li>Bir</li>
        <li>İki</li>
        <li>Üç</li>
      </Reveal>,
    )
    revealer().report(true)
    expect(screen.getAllByRole("listitem").map((li) => li.style.transitionDelay)).toEqual(["0ms", "100ms", "200ms"])
  })

  it("shows a list that is on screen at once, without delays", () => {
    renderRevealed(
      <Reveal as="ul" stagger>
        <li>Bir</li>
      </Reveal>,
    )
    placer().report(true)
    expect(screen.getByRole("list")).toHaveAttribute("data-reveal-stagger", "visible")
    expect(screen.getByRole("listitem").style.transitionDelay).toBe("")
  })

  it("shows the content at once where IntersectionObserver is missing", () => {
    // @ts-expect-error: browsers without the API have no such property.
    delete window.IntersectionObserver
    renderRevealed(<Reveal>Metin</Reveal>)
    expect(screen.getByText("Metin")).toHaveAttribute("data-reveal", "visible")
  })
})
