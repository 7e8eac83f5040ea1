import vm from "vm"

/**
 * `require` as Node's own, for pure computations in tests. Jest runs each test file in a vm context,
 * where on Node 20 every lookup of a global (`Math`, `Array`, …) goes through an interceptor about a
 * hundred times slower than in Node's main context: pixelmatch's per-pixel `Math.abs` made one
 * full-page comparison take seconds instead of a tenth of one. A module loaded through this require
 * runs in Node's main context at full speed; Jest neither transforms, mocks nor isolates it, so it is
 * only for packages that compute (no mocks, no shared state with the test). docs/testing.md has the
 * measurements.
 */
const createNodeRequire: (file: string) => NodeJS.Require = vm.runInThisContext(
  "(file) => process.getBuiltinModule('module').createRequire(file)",
)

export const nodeRequire = createNodeRequire(__filename)
