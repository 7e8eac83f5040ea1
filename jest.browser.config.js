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
  globalTeardown: "<rootDir>/__tests__/browser/global-teardown.ts",
  testSequencer: "<rootDir>/__tests__/browser/support/sequencer.js",
  testTimeout: 120000,
  maxWorkers: 2,
}
