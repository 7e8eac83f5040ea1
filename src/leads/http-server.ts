/**
 * Graceful shutdown of a Node HTTP server (issue 46): `npm run serve` under systemd and the lead
 * suite's child service use it. `drain()` stops accepting (once the connections already queued are
 * taken), lets the requests in flight finish (each answered with `Connection: close`), closes idle
 * keep-alive connections, and after `timeoutMs` cuts whatever is still open, so a stuck client cannot
 * hold a restart for ever.
 */
import type { IncomingMessage, Server, ServerResponse } from "http"
import net from "net"
import type { Socket } from "net"

/** What a drain did, for the log line an operator reads after a restart. */
export interface DrainReport {
  /** Connections open when the drain began. */
  open: number
  /** Connections accepted after it began (queued before the listener closed). */
  accepted: number
  /** Requests answered after it began. */
  answered: number
  /** Connections closed because they had sent nothing. */
  silent: number
  /** Connections cut at the deadline. */
  cut: number
  /** Milliseconds from the start of the drain to the listener's close. */
  listeningMs: number
}

export interface Drainable {
  /** Resolves once every connection is closed; `timedOut` if some had to be cut at the deadline. */
  drain(timeoutMs?: number): Promise<{ timedOut: boolean; report: DrainReport }>
}

/** A connection accepted but silent this long after the listener closed is closed (a preconnect that sends nothing). */
const SILENT_GRACE_MS = 1000

/**
 * Closing a listening socket resets the connections the kernel has queued but Node has not accepted
 * yet: clients that had sent a whole request would get a reset. So drain() keeps accepting until a
 * pass of the event loop's poll phase, QUIET_MS after the last look, accepted nothing (the queue is
 * empty), and answers those too. Node accepts one queued connection per pass of the event loop, and a
 * starved process makes few passes: 106 queued connections took about 3 s at a load of 5 on 2 cores,
 * and a one-second limit reset 70 of them. So the listener stays open up to half the drain's deadline,
 * the other half left to answer what it accepted.
 */
const QUIET_MS = 50
const MIN_ACCEPT_MS = 1000

/**
 * Tracks the server's connections and requests from now on; call it right after creating the server,
 * before it accepts anything.
 */
export function drainable(server: Server): Drainable {
  /** Requests in flight on each open connection (0: idle between requests, or none yet). */
  const inFlight = new Map<Socket, number>()
  /** Connections that have sent at least one request: an idle one of these is a keep-alive connection. */
  const used = new WeakSet<Socket>()
  const responses = new Set<ServerResponse>()
  let draining = false
  let accepted = 0
  const report: DrainReport = { open: 0, accepted: 0, answered: 0, silent: 0, cut: 0, listeningMs: 0 }

  const closeIfIdle = (socket: Socket) => {
    if (draining && inFlight.get(socket) === 0 && used.has(socket)) socket.destroy()
  }

  server.on("connection", (socket: Socket) => {
    accepted++
    if (draining) report.accepted++
    inFlight.set(socket, 0)
    socket.once("close", () => inFlight.delete(socket))
  })
  // Before the app's own listener, so a response written at once still gets the header.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    used.add(socket)
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1)
    responses.add(response)
    if (draining) response.setHeader("Connection", "close")
    response.once("close", () => {
      if (draining) report.answered++
      responses.delete(response)
      inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1))
      closeIfIdle(socket)
    })
  })

  return {
    drain(timeoutMs = 10_000) {
      draining = true
      report.open = inFlight.size
      const started = Date.now()
      // Answers not yet begun say the connection ends with them; idle keep-alive ones end now.
      for (const response of responses) if (!response.headersSent) response.setHeader("Connection", "close")
      for (const socket of inFlight.keys()) closeIfIdle(socket)
      return new Promise((resolve) => {
        let timedOut = false
        let silent: NodeJS.Timeout | undefined
        // A connection that has sent nothing yet: no request parsed and no byte read.
        const silentNow = () =>
          [...inFlight].filter(([socket, count]) => count === 0 && !used.has(socket) && socket.bytesRead === 0)
        // Run after a poll phase: a connection whose bytes were waiting has been read by then. On a starved
        // machine a second of wall time can pass between the accept and the first read, so a connection is
        // closed only if it is still silent after one more poll phase than the one that found it silent.
        const closeSilent = () => {
          const candidates = silentNow().map(([socket]) => socket)
          setImmediate(() => {
            for (const socket of candidates)
              if (inFlight.get(socket) === 0 && !used.has(socket) && socket.bytesRead === 0) {
                report.silent++
                socket.destroy()
              }
          })
        }
        const cut = setTimeout(() => {
          timedOut = true
          report.cut = inFlight.size
          for (const socket of inFlight.keys()) socket.destroy()
        }, timeoutMs)
        const stopListening = () => {
          report.listeningMs = Date.now() - started
          silent = setTimeout(() => setImmediate(closeSilent), SILENT_GRACE_MS)
          // net.Server's close: stop listening only. http.Server's own close() would also close at once
          // every connection without a request in progress, including one whose request is on its way.
          net.Server.prototype.close.call(server, () => {
            clearTimeout(cut)
            clearTimeout(silent)
            resolve({ timedOut, report: { ...report } })
          })
        }
        // setImmediate after the timer: the check runs after a poll phase, which accepts a queued
        // connection if there is one; a pass that accepted nothing found the queue empty.
        let seen = accepted
        const afterPoll = () => setTimeout(() => setImmediate(check), QUIET_MS)
        const check = () => {
          if (accepted === seen || Date.now() - started >= Math.min(timeoutMs, Math.max(MIN_ACCEPT_MS, timeoutMs / 2)))
            stopListening()
          else {
            seen = accepted
            afterPoll()
          }
        }
        afterPoll()
      })
    },
  }
}

/** One log line: what the drain answered and closed. */
export function drainSummary(report: DrainReport): string {
  return (
    `drain: ${report.answered} request(s) answered, ${report.open} connection(s) open at the stop and ` +
    `${report.accepted} accepted after it, listener closed after ${report.listeningMs} ms, ` +
    `${report.silent} silent connection(s) closed, ${report.cut} cut at the deadline`
  )
}

/**
 * On SIGTERM (systemd's stop) or SIGINT (Ctrl-C): runs `stop` (drain, then close the service) and exits
 * 0, or 1 if it failed. A second signal ends the process at once: the listeners are `once`.
 */
export function exitOnSignals(stop: () => Promise<void>, log: (message: string) => void = () => {}) {
  const handle = (signal: NodeJS.Signals) => {
    log(`${signal}: finishing the requests in flight`)
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error)
        process.exit(1)
      },
    )
  }
  process.once("SIGTERM", handle)
  process.once("SIGINT", handle)
}
