/**
 * Unit and component tests in jsdom. The browser suite has its own configuration
 * (jest.browser.config.js) because it needs the production build and Chromium.
 */
const fs = require("fs")
const path = require("path")

/**
 * Packages that ship only ES modules (unified, remark, rehype and their helpers, which render
 * articles): Jest's CommonJS runtime needs them compiled like the project's own files.
 */
function esmPackages(root = path.join(__dirname, "node_modules"), depth = 0) {
  if (!fs.existsSync(root)) return []
  const names = fs
    .readdirSync(root)
    .flatMap((name) => (name.startsWith("@") ? fs.readdirSync(path.join(root, name)).map((n) => `${name}/${n}`) : [name]))
  return names.flatMap((name) => {
    let esm = false
    try {
      esm = JSON.parse(fs.readFileSync(path.join(root, name, "package.json"), "utf8")).type === "module"
    } catch {
      // not a package
    }
    // A package may hold its own ES-module versions of others (unified/node_modules/vfile).
    const nested = depth === 0 ? esmPackages(path.join(root, name, "node_modules"), 1) : []
    return [...(esm ? [name] : []), ...nested]
  })
}

const compiled = [...new Set(["gatsby", "gatsby-script", "gatsby-link", ...esmPackages()])].map((name) =>
  name.replace(/[.+]/g, "\\$&"),
)

module.exports = {
  displayName: "unit",
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest.preprocess.js" },
  transformIgnorePatterns: [`node_modules/(?!(${compiled.join("|")})/)`],
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/unit/setup.ts"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  // The form tests type whole forms with user-event; npm test runs this suite beside the browser
  // suite, so a busy machine must not turn a slow test into a failed one (above the 30 s that a
  // findBy may wait, __tests__/unit/setup.ts).
  testTimeout: 90000,
  // Two workers on a 2-core machine: in `npm test` this lane runs beside the browser suite at a lower
  // priority and takes the CPU its waits leave (Jest's default here would be one).
  maxWorkers: 2,
}
