import { TestEnvironment } from "jest-environment-jsdom"

/**
 * jsdom without a network stack has no fetch. This environment lends the page Node's own fetch
 * (and the AbortController its signal must come from), so a form's request really travels over
 * HTTP to the test's local server. FormData and URLSearchParams stay jsdom's: they read the
 * page's <form> elements.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args)
    const page = this.global as unknown as Record<string, unknown>
    const node = globalThis as unknown as Record<string, unknown>
    for (const name of ["fetch", "Request", "Response", "Headers", "AbortController", "AbortSignal"]) page[name] = node[name]
  }
}
