import fs from "fs"
import path from "path"

/**
 * The addresses of the pages' own scripts, as src/postbuild/browser-bundle.ts last wrote them. The
 * bundler runs in gatsby-node.ts (onPreBuild) and the pages are rendered in Gatsby's worker
 * processes: the names are kept in a small file in .cache/, which gatsby-node.ts compiles into the
 * page renderer as a constant. This module has no esbuild import, so the page renderer can use it.
 */
export interface BrowserScripts {
  /** The module every page loads, as a site path such as "/assets/site-3F2A1B.js". */
  site: string
  /** The search page's own module (src/browser/search-entry.ts), which only that page loads. */
  search: string
  /** Every file written, as site paths. */
  files: string[]
}

/** Where the addresses are kept; `root` is the project directory (Gatsby's working directory). */
export const browserScriptsFile = (root: string) => path.join(root, ".cache", "browser-scripts.json")

export function writeBrowserScripts(root: string, scripts: BrowserScripts) {
  fs.mkdirSync(path.dirname(browserScriptsFile(root)), { recursive: true })
  fs.writeFileSync(browserScriptsFile(root), JSON.stringify(scripts))
}

let read: { root: string; scripts: BrowserScripts } | undefined

/**
 * The scripts as gatsby-node.ts compiles them into the page renderer (onCreateWebpackConfig,
 * stage "build-html"). Gatsby counts any file read while a page renders as unsafe and then renders
 * every page again at each build, so the renderer must not read the file.
 */
declare const BROWSER_SCRIPTS: BrowserScripts | undefined

/** The scripts of the current build; read once per process, since every page of a build shares them. */
export function readBrowserScripts(root: string = process.cwd()): BrowserScripts {
  if (typeof BROWSER_SCRIPTS !== "undefined") return BROWSER_SCRIPTS
  if (read?.root !== root) {
    const file = browserScriptsFile(root)
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the browser scripts are bundled in onPreBuild.`)
    read = { root, scripts: JSON.parse(fs.readFileSync(file, "utf8")) as BrowserScripts }
  }
  return read.scripts
}

/**
 * The inline script that loads the site module (`site`, a site path) only once the page's largest
 * paint has been presented: after the load event, when the browser reports that paint (a
 * `largest-contentful-paint` entry), or at the latest `fallbackMs` after the load event (a browser
 * without that entry, a page loaded hidden or prerendered, which reports no paint until shown). A `<script type="module">` in the document is fetched at high priority
 * while the HTML is parsed and runs before the first paint, and even a module requested on the load
 * event or one frame later still starts before the paint is on screen: Lighthouse's simulation then
 * counts its download and its run in FCP and LCP (see docs/architecture.md). The module only
 * enhances what the HTML already does, so the first paint need not wait for it. A browser without
 * dynamic import never runs it, which leaves the page as it is without JavaScript.
 */
export const siteLoaderScript = (site: string, fallbackMs = 2000, also: readonly string[] = []) =>
  // A browser without the largest-contentful-paint entry warns or throws at observe(): the timer loads it then.
  // `also`: the modules of one page beside the site module (the search page's), loaded at the same moment.
  `addEventListener("load",()=>{let d,g=()=>d||(d=setTimeout(()=>${[site, ...also].map((module) => `import(${JSON.stringify(module)})`).join(",")}));` +
  `try{new PerformanceObserver(g).observe({type:"largest-contentful-paint",buffered:!0})}catch{}setTimeout(g,${fallbackMs})})`
