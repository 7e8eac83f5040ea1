import http from "http"
import type { AddressInfo } from "net"

/** One POST as the endpoint received it. */
export interface ReceivedForm {
  method: string
  path: string
  contentType: string
  fields: URLSearchParams
}

/**
 * A stand-in for a form delivery service (Formspree, Netlify Forms, a company handler) on
 * 127.0.0.1 and a free port. Routes:
 * - /ok answers 200 with JSON; while `hold()` is in force it answers only on `release()`;
 * - /fail answers 500;
 * - /hang never answers (the form must give up on its own);
 * - /drop cuts the connection without an answer (a network failure).
 */
export async function startEndpointServer() {
  const received: ReceivedForm[] = []
  const waiting: ((form: ReceivedForm) => void)[] = []
  let held: (() => void)[] | null = null
  let unansweredOpen = 0

  const server = http.createServer((request, response) => {
    // Counted from the request's start: a client that gives up early may close before its body has arrived.
    if (request.url === "/hang") {
      unansweredOpen += 1
      response.on("close", () => (unansweredOpen -= 1))
    }
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (body += chunk))
    request.on("end", () => {
      const form: ReceivedForm = {
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        fields: new URLSearchParams(body),
      }
      received.push(form)
      waiting.splice(0).forEach((notify) => notify(form))
      const answerOk = () => {
        response.writeHead(200, { "Content-Type": "application/json" })
        response.end(JSON.stringify({ ok: true }))
      }
      switch (request.url) {
        case "/ok":
          if (held) held.push(answerOk)
          else answerOk()
          return
        case "/fail":
          response.writeHead(500, { "Content-Type": "application/json" })
          response.end(JSON.stringify({ error: "internal" }))
          return
        case "/hang":
          return
        case "/drop":
          request.socket.destroy()
          return
        default:
          response.writeHead(404)
          response.end()
      }
    })
  })

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    received,
    /** /hang requests still open: a client that gave up has closed its own. */
    unansweredOpen: () => unansweredOpen,
    /** Resolves with the next form the server receives; ask before submitting. */
    nextForm: () => new Promise<ReceivedForm>((resolve) => waiting.push(resolve)),
    hold: () => {
      held = []
    },
    release: () => {
      const answers = held ?? []
      held = null
      answers.forEach((answer) => answer())
    },
    reset: () => {
      received.length = 0
      held = null
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type EndpointServer = Awaited<ReturnType<typeof startEndpointServer>>
