import { spawn } from "child_process"
import fs from "fs"
import http from "http"
import net from "net"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { drainable } from "../../src/leads/http-server"

/**
 * The drain's three ways of ending a connection (src/leads/http-server.ts), each on a real server on a
 * loopback port: a request in flight is answered and told the connection ends; a connection that never
 * sends a byte (a browser's preconnect) does not hold the restart; a request that never ends is cut at
 * the deadline, and the drain says so.
 */
async function serverWith(handler: http.RequestListener) {
  const server = http.createServer(handler)
  const drain = drainable(server)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, drain, port: (server.address() as AddressInfo).port }
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket))
    socket.once("error", reject)
  })

/** Sends one raw request and resolves with the whole answer, or with how the connection ended without one. */
function rawRequest(socket: net.Socket, request: string) {
  return new Promise<string>((resolve) => {
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk))
    socket.on("error", (error) => resolve(`error: ${error.message}`))
    socket.on("close", () => resolve(answer))
    socket.write(request)
  })
}

it("answers a request in flight with Connection: close, then resolves without cutting anything", async () => {
  const { server, drain, port } = await serverWith((_request, response) => {
    setTimeout(() => response.end("stored"), 800)
  })
  const socket = await connect(port)
  const answer = rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
  await new Promise((resolve) => setTimeout(resolve, 100))
  const drained = drain.drain(5000)
  const text = await answer
  expect(text).toMatch(/^HTTP\/1\.1 200/)
  expect(text.toLowerCase()).toContain("connection: close")
  expect(text).toMatch(/stored$/)
  await expect(drained).resolves.toMatchObject({ timedOut: false, report: { open: 1, answered: 1, silent: 0, cut: 0 } })
  expect(server.listening).toBe(false)
})

it("closes a connection that has sent nothing after about a second, so a preconnect does not hold the stop", async () => {
  const { drain, port } = await serverWith((_request, response) => response.end("ok"))
  const silent = await connect(port)
  const closed = new Promise<void>((resolve) => silent.once("close", () => resolve()))
  silent.on("error", () => {})
  // Not timed out: the silent connection was closed by the drain, not cut at the deadline.
  await expect(drain.drain(8000)).resolves.toMatchObject({ timedOut: false, report: { silent: 1, answered: 0, cut: 0 } })
  await closed
})

it("keeps a connection whose request has begun to arrive, and answers it once it is whole", async () => {
  const { drain, port } = await serverWith((request, response) => {
    request.resume()
    request.on("end", () => response.end("whole"))
  })
  const socket = await connect(port)
  // Half of the headers: no request yet as Node counts them, but bytes have arrived.
  const answer = rawRequest(socket, "POST / HTTP/1.1\r\nHost: x\r\n")
  const drained = drain.drain(8000)
  // Past the silent connections' second: this one has sent bytes, so it stays.
  await new Promise((resolve) => setTimeout(resolve, 1800))
  socket.write("Content-Length: 5\r\n\r\nabcde")
  expect(await answer).toMatch(/whole$/)
  await expect(drained).resolves.toMatchObject({ timedOut: false, report: { silent: 0, answered: 1 } })
})

it("cuts a request that never ends at the deadline and reports it", async () => {
  const { drain, port } = await serverWith(() => {
    // never answers
  })
  const socket = await connect(port)
  const answer = rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
  const started = Date.now()
  await expect(drain.drain(1500)).resolves.toMatchObject({ timedOut: true, report: { cut: 1 } })
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  expect(await answer).not.toMatch(/^HTTP/)
})

it("accepts and answers every connection still queued by the kernel, though Node takes one per pass of its loop", async () => {
  // Each answer costs 10 ms of this process's time, as a busy service's do: 150 queued connections
  // take over a second to accept one by one, past the one-second limit that once reset them.
  const { drain, port } = await serverWith((_request, response) => {
    const until = Date.now() + 10
    while (Date.now() < until) {
      // the handler's own work
    }
    response.end("ok")
  })
  // The clients live in another process, so they connect and send while this one is blocked below;
  // they touch a file once every request is on the wire.
  const flag = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "drain-queue-")), "written")
  const clients = spawn(
    process.execPath,
    [
      "-e",
      `const fs = require("fs"); const net = require("net"); let written = 0; const answers = []
       for (let i = 0; i < 150; i++) {
         const socket = net.connect(${port}, "127.0.0.1")
         let text = ""
         let ended = false
         socket.on("data", (chunk) => (text += chunk))
         const end = (how) => {
           if (ended) return
           ended = true
           answers.push(how)
           if (answers.length === 150) console.log(JSON.stringify(answers))
         }
         socket.on("error", (error) => end(error.code))
         socket.on("close", () => end(text.startsWith("HTTP/1.1 200") ? 200 : "closed"))
         socket.write("GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n", () => {
           if (++written === 150) fs.writeFileSync(${JSON.stringify(flag)}, "")
         })
       }`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  let output = ""
  clients.stdout.on("data", (chunk) => (output += chunk))
  const ended = new Promise<void>((resolve) => clients.once("exit", () => resolve()))
  // This process's loop is blocked until every request is on the wire, so none is accepted: all 150
  // wait in the kernel's queue when the drain begins.
  const deadline = Date.now() + 20_000
  while (!fs.existsSync(flag) && Date.now() < deadline) {
    // waiting without the event loop, on purpose
  }
  expect(fs.existsSync(flag)).toBe(true)
  // The listener stays open for up to half the deadline. Accepting 150 takes at least 1.5 s of this
  // process's time, and this suite runs at a lower priority beside the build and the browsers: an 8 s
  // deadline (4 s to accept) once reset 41 of them in CI. A minute bounds the test without timing it.
  const { report } = await drain.drain(60_000)
  await ended
  const answers = JSON.parse(output) as (number | string)[]
  // One assertion, so a failure shows what the drain reported beside what the clients got.
  expect({ refused: answers.filter((answer) => answer !== 200), report }).toMatchObject({
    refused: [],
    report: { open: 0, accepted: 150, answered: 150, cut: 0 },
  })
})
