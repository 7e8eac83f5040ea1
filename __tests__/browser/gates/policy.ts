import type { PageVisit } from "../support/page-visit"

/**
 * Content-Security-Policy gate (issue 13; the headers themselves: security-headers.test.ts): no
 * violation while the page's script, reveals and form islands run, and code the build did not write
 * is refused. It injects a script and a style, so it runs last on its visit.
 */
export function policyGate(visit: () => PageVisit) {
  it("no violation while its script, reveals and islands run; injected code is refused", async () => {
    const { page, stillHidden, violations, policyMessages } = visit()
    expect(stillHidden).toEqual([])
    expect(await violations()).toEqual([])
    expect(policyMessages).toEqual([])

    // The policy is in force: a script element the build did not write is refused...
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.head.append(script)
    })
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0)
    expect(await page.evaluate(() => "__injected" in window)).toBe(false)
    // Each policy the response carries reports it (the site-wide one and, on a page, its own).
    const refused = await violations()
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.filter((violation) => !violation.startsWith("script-src-elem refused inline"))).toEqual([])
    // ...and so is a style element: the site-wide policy allows inline styles, each page's own does not
    // (at an unknown address, the not-found page's <meta> policy, which the browser enforces too).
    const color = await page.evaluate(() => {
      const style = document.createElement("style")
      style.textContent = "body { color: rgb(1, 2, 3) }"
      document.head.append(style)
      return getComputedStyle(document.body).color
    })
    expect(color).not.toBe("rgb(1, 2, 3)")
  })
}
