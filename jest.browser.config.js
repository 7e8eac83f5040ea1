/**
 * The browser suite: headless Chromium (Debian's, driven by playwright-core) against the
 * production build in public/, served on a local port by the global setup.
 */
module.exports = {
  displayName: "browser",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  // The article pipeline's ES-module packages, compiled as in the unit suite (jest.config.js).
  transformIgnorePatterns: require("./jest.config.js").transformIgnorePatterns,
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/browser/**/*.test.ts"],
  globalSetup: "<rootDir>/__tests__/browser/global-setup.ts",
  globalTeardown: "<rootDir>/__tests__/browser/global-teardown.ts",
  testTimeout: 120000,
  maxWorkers: 2,
}
