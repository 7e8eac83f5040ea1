/**
 * The browser suite: headless Chromium (Debian's, driven by playwright-core) against the
 * production build in public/, served on a local port by the global setup.
 */
module.exports = {
  displayName: "browser",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  // The article pipeline's ES-module packages, compiled as in the unit suite (jest.config.js); the lead
  // service's (the suite serves through scripts/serve.ts) ship CommonJS builds Node loads as they are,
  // and Babel's preset here cannot compile their private class methods.
  transformIgnorePatterns: [
    ...require("./jest.config.js").transformIgnorePatterns,
    "node_modules/(hono|@hono|@electric-sql|drizzle-orm|nodemailer|smtp-server|mailparser)/",
  ],
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
  globalSetup: "<rootDir>/__tests__/browser/global-setup.ts",
  // Node's fetch retries a GET on a kept-alive connection the server closed, as a browser does.
  setupFiles: ["<rootDir>/__tests__/browser/support/fetch-retry.ts"],
  globalTeardown: "<rootDir>/__tests__/browser/global-teardown.ts",
  testSequencer: "<rootDir>/__tests__/browser/support/sequencer.js",
  // The slowest test takes about 35 s on a quiet machine; five minutes, so a busy machine does not turn
  // slow into failed, and a hang still fails.
  testTimeout: 300000,
  // Four workers on two cores: a browser test mostly waits (for pages, the network going idle, frames,
  // a develop server), so on a quiet machine two workers left the CPU idle about half the time
  // (docs/testing.md has the measurements).
  maxWorkers: 4,
}
