/**
 * Node's fetch in the browser suite, retried once as a browser retries: a GET or HEAD sent on a kept-alive
 * connection that the server closed before answering ("other side closed") goes again on a fresh one.
 * Chromium does this itself; undici does not. The suite's server keeps idle connections for 65 s
 * (scripts/serve.ts), and still a fetch on a saturated CI machine met a closed one (links.test.ts,
 * 7 December). Anything else, and any other method, fails as it did. That the server keeps idle connections
 * longer than nginx does is tested in __tests__/leads/server.test.ts, so this retry hides no early close.
 */
const nodeFetch = globalThis.fetch

/** Read by shape: fetch's errors come from Node's own realm, not the test's (`instanceof TypeError` is false there). */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "UND_ERR_SOCKET"
}

export async function fetchRetryingClosed(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  try {
    return await nodeFetch(input, init)
  } catch (error) {
    const request = typeof input === "object" && "method" in input ? input : undefined
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase()
    if (!closedBeforeAnswer(error) || (method !== "GET" && method !== "HEAD")) throw error
    const address = request ? request.url : String(input)
    console.warn(`fetch: ${method} ${address} sent again: the server had closed the connection before answering`)
    return nodeFetch(input, init)
  }
}

globalThis.fetch = fetchRetryingClosed
