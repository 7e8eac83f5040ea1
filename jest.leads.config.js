/**
 * The lead service's tests (issue 30): the handler against PGlite and a real PostgreSQL server, the
 * site server, the CLI and the faults. Node environment; files compiled like the unit suite's.
 * `npm test` runs this suite in the lane without the build.
 */
module.exports = {
  displayName: "leads",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/leads/**/*.test.ts"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // PGlite takes seconds to create a database and a PostgreSQL cluster to initialise: generous limits,
  // so a busy machine (npm test runs the browser suite beside this one) does not turn slow into failed.
  testTimeout: 120000,
}
