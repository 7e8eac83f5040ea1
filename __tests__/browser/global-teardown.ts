/** Stops the server and the browser the global setup started. */
export default async function globalTeardown() {
  const shared = globalThis as {
    __SITE_SERVER__?: { close: () => Promise<void> }
    __SITE_BROWSER__?: { close: () => Promise<void> }
  }
  await shared.__SITE_BROWSER__?.close()
  await shared.__SITE_SERVER__?.close()
}
