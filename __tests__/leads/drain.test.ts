import http from "http"
import net from "net"
import type { AddressInfo } from "net"
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
  await expect(drained).resolves.toEqual({ timedOut: false })
  expect(server.listening).toBe(false)
})

it("closes a connection that has sent nothing after about a second, so a preconnect does not hold the stop", async () => {
  const { drain, port } = await serverWith((_request, response) => response.end("ok"))
  const silent = await connect(port)
  const closed = new Promise<void>((resolve) => silent.once("close", () => resolve()))
  silent.on("error", () => {})
  const started = Date.now()
  await expect(drain.drain(8000)).resolves.toEqual({ timedOut: false })
  await closed
  expect(Date.now() - started).toBeLessThan(6000)
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
  await expect(drained).resolves.toEqual({ timedOut: false })
})

it("cuts a request that never ends at the deadline and reports it", async () => {
  const { drain, port } = await serverWith(() => {
    // never answers
  })
  const socket = await connect(port)
  const answer = rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
  const started = Date.now()
  await expect(drain.drain(1500)).resolves.toEqual({ timedOut: true })
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
  expect(await answer).not.toMatch(/^HTTP/)
})
