/**
 * Unit and component tests in jsdom. The browser suite has its own configuration
 * (jest.browser.config.js) because it needs the production build and Chromium.
 */
module.exports = {
  displayName: "unit",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  // The form tests type whole forms with user-event; npm test runs this suite beside the browser
  // suite, so a busy machine must not turn a slow test into a failed one.
  testTimeout: 30000,
}
