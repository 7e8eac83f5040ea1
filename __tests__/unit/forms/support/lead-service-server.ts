import http from "http"
import type { AddressInfo } from "net"

/** One request as the server received it. */
export interface ReceivedLead {
  method: string
  path: string
  contentType: string
  accept: string
  body: Record<string, unknown>
}

/** How the next POST is answered: a status with a JSON body, never (time-out), or a cut connection. */
export type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> } | "hang" | "drop"

/**
 * A local HTTP server speaking the lead service's contract (GET /api/leads/token, POST /api/leads
 * with JSON), on 127.0.0.1 and a free port, so the form islands' requests really travel over HTTP.
 * Each POST takes the next answer queued with `answer()`; without one it answers 201 as the
 * service does once a lead is stored. The real service is tested in __tests__/leads and, with these
 * forms, in the browser suite.
 */
export async function startLeadServiceServer() {
  const received: ReceivedLead[] = []
  const answers: Answer[] = []
  const waiting: ((lead: ReceivedLead) => void)[] = []
  let tokens = 0
  let unansweredOpen = 0

  const server = http.createServer((request, response) => {
    // Counted from the request's start: a form that gives up early may close before its body has arrived.
    if (request.method === "POST" && answers[0] === "hang") {
      unansweredOpen += 1
      response.on("close", () => (unansweredOpen -= 1))
    }
    let raw = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => (raw += chunk))
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/api/leads/token") {
        tokens += 1
        response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" })
        response.end(JSON.stringify({ token: `token-${tokens}` }))
        return
      }
      const lead: ReceivedLead = {
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        accept: request.headers.accept ?? "",
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      }
      received.push(lead)
      waiting.splice(0).forEach((notify) => notify(lead))
      const answer = answers.shift() ?? { status: 201, body: { ok: true, id: "lead-1", message: "Kaydedildi." } }
      if (answer === "hang") return
      if (answer === "drop") {
        request.socket.destroy()
        return
      }
      response.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8", ...answer.headers })
      response.end(JSON.stringify(answer.body))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    /** The service's address as a form's `action`. */
    action: `${url}/api/leads`,
    received,
    tokensIssued: () => tokens,
    /** Requests answered "hang" still open: a form that gave up has closed its own. */
    unansweredOpen: () => unansweredOpen,
    answer: (...next: Answer[]) => void answers.push(...next),
    nextLead: () => new Promise<ReceivedLead>((resolve) => waiting.push(resolve)),
    reset: () => {
      received.length = 0
      answers.length = 0
      tokens = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
