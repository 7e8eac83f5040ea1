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
  // PGlite takes seconds to create a database and a PostgreSQL cluster to initialise. The slowest test
  // takes about 30 s on a quiet machine and went past 120 s at a load of 19 on 2 cores (this suite runs at
  // a lower priority beside the build and the browser suite): ten times the quiet time, so a busy machine
  // does not turn slow into failed, and a hang still fails.
  testTimeout: 300000,
}
