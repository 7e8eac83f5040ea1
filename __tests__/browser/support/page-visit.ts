import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  ConsoleMessage,
  Page,
  Request,
  Response,
} from "playwright-core"
import { baseUrl, leaveForBlank, scrollThrough, sharedBrowser, viewports } from "./browser"
import { waitUntilInteractive } from "./page-checks"
import { everyPage } from "./routes"

/**
 * One visit per page and kind of visitor: the per-page gates (pages-desktop, pages-mobile and
 * pages-no-javascript .test.ts) share it instead of loading each route again. A gate stays a test
 * of its own, with its own name and messages; only the loading is shared. See docs/testing.md.
 *
 * A visit opens the route as a first visit (no cache, no cookies, no storage), with every listener
 * a gate reads attached before the first request, and goes through the page as a visitor does:
 * 1. loads it until the network is idle and, with JavaScript, until the idle-time font has arrived
 *    and the page's script has placed its reveals;
 * 2. runs the `atLoad` probes, before anything scrolls (the first screen as it opens);
 * 3. with a form, scrolls to it and waits until its island has hydrated;
 * 4. scrolls through the whole page, so every reveal fires and every lazy image starts, and ends
 *    the fades.
 * Gates then run in the order they are declared; those that change the page (open menus, resize,
 * inject code) come last.
 *
 * The visits of one test file share one tab: a fresh browser context per visit started a renderer
 * process each time, about 1.3 CPU-seconds of a 2-core machine per page (docs/testing.md). The tab's
 * HTTP cache is off (DevTools' "Disable cache", which also bypasses the renderer's memory cache, so
 * every resource a page uses is requested and seen), and cookies and storage are cleared before each
 * visit; between visits the tab rests on about:blank, so nothing of one page reaches the next. The page
 * itself goes there (`leaveForBlank`), so the tab keeps its renderer process from visit to visit.
 */

export type VisitKind = "desktop" | "mobile" | "no-javascript"

const contextOptions: Record<VisitKind, BrowserContextOptions> = {
  desktop: { viewport: viewports.desktop },
  // A phone set to reduce motion: the reveals are then shown at once (gates/reveal.ts), while the desktop
  // visit keeps the motion and sees every reveal fire as it scrolls.
  mobile: { viewport: viewports.mobile, isMobile: true, hasTouch: true, reducedMotion: "reduce" },
  "no-javascript": { viewport: viewports.desktop, javaScriptEnabled: false },
}

/** A form island's form, as the gates find it. */
export const ISLAND_FORM = "[data-island] form"

export type Probe = (page: Page) => Promise<unknown>
export type Probes = Record<string, Probe>

export interface PageVisit<P extends Probes = Probes> {
  kind: VisitKind
  route: string
  page: Page
  context: BrowserContext
  /** The HTTP status the route answered with. */
  status: number
  /** The HTML as served. */
  html: string
  hasForm: boolean
  /** What each `atLoad` probe returned, before any scrolling. */
  atLoad: { [K in keyof P]: Awaited<ReturnType<P[K]>> }
  /** Console errors, uncaught page errors and failed requests, from the first request on. */
  problems: string[]
  /** Responses with an error status, as "404 /path". */
  errorResponses: string[]
  /** The browser's console messages about the policy headers (CSP, Permissions-Policy, COOP, HSTS). */
  policyMessages: string[]
  /** Requests of the page as it opened, before anything scrolled: address → resource type. */
  requestsAtLoad: Map<string, string>
  /** Requests once a form on the page has its island (the same as `requestsAtLoad` without a form). */
  requestsInteractive: Map<string, string>
  /** Every request of the visit so far, the scroll through's lazy images included. */
  requests: ReadonlyMap<string, string>
  /** Reveal blocks still hidden after the scroll through (a defect); always empty without JavaScript. */
  stillHidden: string[]
  /** The Content-Security-Policy violations the page reported, from before its first script ran. */
  violations: () => Promise<string[]>
}

/** Recorded by an init script, so a violation during the first script is seen too. */
function recordViolations() {
  const seen: string[] = []
  Object.defineProperty(window, "__violations", { value: seen })
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`),
  )
}

const policyMessage = /Content.Security.Policy|Permissions.Policy|Cross.Origin.Opener.Policy|Strict.Transport/i

/** One test file's tab for its visits of one kind. */
interface VisitTab {
  kind: VisitKind
  context: BrowserContext
  page: Page
  devtools: CDPSession
  /** Set while a visit is on the tab. */
  leave?: () => Promise<void>
}

/** A tab whose every visit is a first visit: its HTTP cache off (DevTools' "Disable cache"). */
async function openFirstVisitTab(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options)
  await context.addInitScript(recordViolations)
  const page = await context.newPage()
  const devtools = await context.newCDPSession(page)
  await devtools.send("Network.enable")
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true })
  return { context, page, devtools }
}

/** Forgets what the last visit left: the tab on about:blank, no cookies, nothing stored for the site. */
async function clearForFirstVisit({ context, page, devtools }: { context: BrowserContext; page: Page; devtools: CDPSession }) {
  await leaveForBlank(page)
  await context.clearCookies()
  await devtools.send("Storage.clearDataForOrigin", { origin: new URL(baseUrl()).origin, storageTypes: "all" })
}

async function openVisitTab(browser: Browser, kind: VisitKind): Promise<VisitTab> {
  return { kind, ...(await openFirstVisitTab(browser, contextOptions[kind])) }
}

/**
 * For a test file that needs first visits outside the per-page gates (weighing a page as a first
 * visitor loads it): one tab for the file, kept as the visits' tabs are, at `options`. The function it
 * returns clears the tab for a first visit and gives its page; a test takes its own listeners off again.
 */
export function firstVisits(browser: () => Browser, options: BrowserContextOptions) {
  let opening: ReturnType<typeof openFirstVisitTab> | undefined
  afterAll(async () => {
    if (opening) await (await opening).context.close()
  })
  return async (): Promise<Page> => {
    opening ??= openFirstVisitTab(browser(), options)
    const tab = await opening
    await clearForFirstVisit(tab)
    return tab.page
  }
}

async function loadVisit<P extends Probes>(tab: VisitTab, route: string, probes: P): Promise<PageVisit<P>> {
  const { kind, context, page } = tab
  const scripted = kind !== "no-javascript"
  await clearForFirstVisit(tab)
  const problems: string[] = []
  const errorResponses: string[] = []
  const policyMessages: string[] = []
  const requests = new Map<string, string>()
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
    if (policyMessage.test(message.text())) policyMessages.push(`${message.type()}: ${message.text()}`)
  }
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`)
  const onRequestFailed = (request: Request) => {
    // A request still in flight when the page navigates is cancelled (net::ERR_ABORTED): the browser's normal behaviour.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`)
  }
  const onResponse = (response: Response) => {
    if (response.status() >= 400) errorResponses.push(`${response.status()} ${new URL(response.url()).pathname}`)
  }
  const onRequest = (request: Request) => {
    // A resource fetched twice in one visit is one download for a host that sends cache validators.
    if (!request.url().startsWith("data:")) requests.set(request.url(), request.resourceType())
  }
  page.on("console", onConsole).on("pageerror", onPageError).on("requestfailed", onRequestFailed)
  page.on("response", onResponse).on("request", onRequest)
  // Leaves the page for the next visit: its listeners off, the tab on about:blank at the kind's size,
  // whatever a gate left (a menu open, another width, injected code).
  tab.leave = async () => {
    tab.leave = undefined
    page.off("console", onConsole).off("pageerror", onPageError).off("requestfailed", onRequestFailed)
    page.off("response", onResponse).off("request", onRequest)
    await leaveForBlank(page)
    const size = contextOptions[kind].viewport
    if (size) await page.setViewportSize(size)
  }

  // The page paints in the fallback font and fetches Inter when the browser is idle after load.
  const fontFetched = scripted
    ? page.waitForEvent("requestfinished", { predicate: (request) => request.resourceType() === "font", timeout: 30_000 })
    : null
  fontFetched?.catch(() => undefined)
  const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: scripted ? "networkidle" : "load" })
  const html = (await response?.text()) ?? ""
  const hasForm = html.includes("data-island=")
  if (scripted) {
    // No font within the limit is the weight gate's failure to report ("no font file"), not the load's.
    await fontFetched?.catch(() => undefined)
    await page.waitForLoadState("networkidle")
    await waitUntilInteractive(page)
  }
  const atLoad = {} as PageVisit<P>["atLoad"]
  for (const [name, probe] of Object.entries(probes)) (atLoad as Record<string, unknown>)[name] = await probe(page)
  const requestsAtLoad = new Map(requests)
  let stillHidden: string[] = []
  if (scripted) {
    if (hasForm) {
      await waitUntilInteractive(page, ISLAND_FORM)
      await page.waitForLoadState("networkidle")
    }
  }
  const requestsInteractive = new Map(requests)
  if (scripted) stillHidden = await scrollThrough(page, { finishFades: true })

  return {
    kind,
    route,
    page,
    context,
    status: response?.status() ?? 0,
    html,
    hasForm,
    atLoad,
    problems,
    errorResponses,
    policyMessages,
    requestsAtLoad,
    requestsInteractive,
    requests,
    stillHidden,
    violations: () =>
      scripted ? page.evaluate(() => [...(window as unknown as { __violations: string[] }).__violations]) : Promise.resolve([]),
  }
}

/**
 * For each route (every page by default) a `describe` whose tests share one visit of `kind`:
 * `register(visit, route)` declares the gates, and `visit()` is the loaded page inside them. A
 * page that fails to load fails every gate of its `describe` with the reason.
 */
export function visitEachPage<P extends Probes>(
  kind: VisitKind,
  probes: P,
  register: (visit: () => PageVisit<P>, route: string) => void,
  routes: readonly string[] = everyPage(),
) {
  const browser = sharedBrowser()
  let tab: VisitTab | undefined
  beforeAll(async () => {
    tab = await openVisitTab(browser(), kind)
  })
  describe.each(routes)("%s", (route) => {
    let visit: PageVisit<P> | undefined
    beforeAll(async () => {
      if (!tab) throw new Error(`no tab for the ${kind} visits`)
      visit = await loadVisit(tab, route, probes)
    }, 120_000)
    afterAll(async () => {
      await tab?.leave?.()
    })
    register(() => {
      if (!visit) throw new Error(`the ${kind} visit of ${route} did not load`)
      return visit
    }, route)
  })
}
