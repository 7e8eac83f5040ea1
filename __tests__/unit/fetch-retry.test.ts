/**
 * @jest-environment node
 */
import net from "net"
import type { AddressInfo } from "net"
import { fetchRetryingClosed } from "../browser/support/fetch-retry"

/**
 * The browser suite's fetch (support/fetch-retry.ts): a GET whose connection the server closes before
 * answering is sent once more, on a new connection; a POST is not, and neither is a second failure.
 */
const answer = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"

/** A server that closes its first `unanswered` connections as soon as a request arrives, and answers the rest. */
async function closingServer(unanswered: number) {
  let connections = 0
  const server = net.createServer((socket) => {
    const closeIt = ++connections <= unanswered
    socket.on("error", () => {})
    socket.once("data", () => (closeIt ? socket.end() : socket.end(answer)))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { url, connections: () => connections, close: () => new Promise((resolve) => server.close(resolve)) }
}

beforeAll(() => {
  jest.spyOn(console, "warn").mockImplementation(() => {})
})

it("sends a GET again on a new connection when the server closed the first without answering", async () => {
  const server = await closingServer(1)
  const response = await fetchRetryingClosed(server.url)
  expect(await response.text()).toBe("ok")
  expect(server.connections()).toBe(2)
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`GET ${server.url} sent again`))
  await server.close()
})

it("sends a POST once: it may have been received", async () => {
  const server = await closingServer(1)
  await expect(fetchRetryingClosed(server.url, { method: "POST", body: "x" })).rejects.toThrow("fetch failed")
  expect(server.connections()).toBe(1)
  await server.close()
})

it("tries a GET twice at most", async () => {
  const server = await closingServer(2)
  await expect(fetchRetryingClosed(server.url)).rejects.toThrow("fetch failed")
  expect(server.connections()).toBe(2)
  await server.close()
})
