/**
 * Renders pages of the site with Gatsby's own page renderer from the last build
 * (.cache/page-ssr/routes/render-page.js, the code that wrote public/), with the build's page data
 * (kept in .cache/ once the build is done: keptPageDataDir in src/postbuild/runtime-removal.ts) and,
 * optionally, different form settings in the site data (`forms` of data/site.yaml: delivery and
 * endpoint): exactly the HTML a build with those settings writes, without a second build. Runs as its own Node process in
 * production mode and in the project directory, as the build does.
 *
 * Input (argv[2], JSON): { root, pageDataDir, routes: string[], forms?: { delivery, endpoint? } }
 * Output (stdout, JSON): { [route]: html }
 */
import fs from "fs"
import path from "path"
import { createRequire } from "module"

const { root, pageDataDir, routes, forms } = JSON.parse(process.argv[2])
process.chdir(root)
process.env.NODE_ENV = "production"
process.env.BUILD_STAGE = "build-html"
const require = createRequire(import.meta.url)
const renderer = require(path.join(root, ".cache", "page-ssr", "routes", "render-page.js"))
const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(pageDataDir, ...parts), "utf8"))

const pages = {}
for (const route of routes) {
  const pageData = readJson(route === "/" ? "index" : route.slice(1), "page-data.json")
  const staticQueryContext = {}
  for (const hash of pageData.staticQueryHashes) {
    const result = readJson("sq", "d", `${hash}.json`)
    if (forms !== undefined && result.data?.siteYaml) result.data.siteYaml.forms = { endpoint: null, ...forms }
    staticQueryContext[hash] = result
  }
  const { html } = await renderer.default({
    pagePath: route,
    pageData,
    staticQueryContext,
    styles: [],
    scripts: [],
    reversedStyles: [],
    reversedScripts: [],
    webpackCompilationHash: "",
    sliceData: {},
  })
  pages[route] = html
}
process.stdout.write(JSON.stringify(pages))
