import fs from "fs"
import path from "path"
import { build, type BuildOptions, type Plugin } from "esbuild"
import { writeBrowserScripts, type BrowserScripts } from "./browser-scripts"
import { searchScript } from "./search-index"
import { defaultLanguage, translations } from "../content/languages"

/**
 * The only JavaScript of the production pages, bundled with esbuild into public/assets/ under
 * content-hashed names (hosts may cache them for a year): src/browser/entry.ts (header, reveal,
 * island loader) as one small ES module that every page loads, and src/browser/islands.ts (React
 * and the forms) as a separate module that entry.ts imports only on a page with a form, when the
 * visitor nears it; and src/browser/search-entry.ts, the search page's own module. Separate builds
 * rather than esbuild's code splitting, which would move the code they share into a file that every
 * page then waits for.
 */

/**
 * Packages without side effects that do not say so in their package.json. Emotion's builds import
 * hoist-non-react-statics bare (`import "hoist-non-react-statics"`) beside the named import only
 * `withTheme` uses, so esbuild kept it and react-is with it (3.3 KB minified, 1.3 KB gzip) in the
 * islands' bundle, though no island calls `withTheme`. Marked side-effect free, they go unless used.
 */
const pureModules: Plugin = {
  name: "pure-modules",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^hoist-non-react-statics$/ }, async (args) => {
      // Its own lookup below comes back through this hook: let esbuild resolve that one.
      if (args.pluginData === "resolved") return undefined
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: "resolved",
      })
      return { path: resolved.path, sideEffects: false }
    })
  },
}

const common: BuildOptions = {
  bundle: true,
  format: "esm",
  // Browsers of the last few years: module scripts, optional chaining, dynamic import.
  target: ["es2020"],
  minify: true,
  jsx: "automatic",
  jsxImportSource: "@emotion/react",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  metafile: true,
  logLevel: "silent",
  plugins: [pureModules],
}

/**
 * Leaves the other translations' form words (src/forms/words-<code>.ts) out of a language's islands bundle:
 * their module is replaced by one that has none, and src/forms/words.ts then offers only the bundle's language.
 */
const formWordsOf = (language: string): Plugin => ({
  name: "form-words-of-one-language",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/words-[a-z]{2}$/ }, (args) =>
      args.path.endsWith(`/words-${language}`) ? undefined : { path: args.path, namespace: "other-language" },
    )
    pluginBuild.onLoad({ filter: /.*/, namespace: "other-language" }, () => ({
      contents: "export const translation = undefined",
      loader: "js",
    }))
  },
})

/** Bundles one entry into `outdir` and returns its site path. */
async function bundle(
  root: string,
  publicDir: string,
  entry: string,
  name: string,
  define: Record<string, string> = {},
  plugins: Plugin[] = [],
) {
  const outdir = path.join(publicDir, "assets")
  const result = await build({
    ...common,
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir,
    entryNames: "[name]-[hash]",
    define: { ...common.define, ...define },
    plugins: [...(common.plugins ?? []), ...plugins],
    // The islands' address is already a built file, and Pagefind's module is written after the
    // pages (src/postbuild/search-index.ts): both are loaded at run time, not bundled.
    external: ["/assets/*", "/pagefind/*"],
  })
  const [file] = Object.keys(result.metafile?.outputs ?? {})
  if (!file) throw new Error(`esbuild wrote nothing for ${entry}`)
  return `/${path.relative(publicDir, path.resolve(root, file)).split(path.sep).join("/")}`
}

/**
 * Bundles both modules and records their addresses for the page renderer (src/postbuild/browser-scripts.ts).
 * The site module learns the islands' hashed addresses, one per language, as the constant ISLANDS_SCRIPTS: the names a
 * bundle must know at bundle time, since it is the hash of another bundle.
 */
export async function bundleBrowserScripts(root: string, publicDir: string): Promise<BrowserScripts> {
  fs.rmSync(path.join(publicDir, "assets"), { recursive: true, force: true })
  // One islands bundle per language, each with its own form words: the Turkish one keeps the name "islands".
  const islands: Record<string, string> = {}
  for (const language of [defaultLanguage, ...translations.map((t) => t.code)])
    islands[language] = await bundle(
      root,
      publicDir,
      "src/browser/islands-entry.ts",
      language === defaultLanguage ? "islands" : `islands-${language}`,
      {},
      [formWordsOf(language)],
    )
  const site = await bundle(root, publicDir, "src/browser/entry.ts", "site", { ISLANDS_SCRIPTS: JSON.stringify(islands) })
  const search = await bundle(root, publicDir, "src/browser/search-entry.ts", "search", {
    PAGEFIND_SCRIPT: JSON.stringify(searchScript),
  })
  const scripts = { site, search, files: [site, ...Object.values(islands), search] }
  writeBrowserScripts(root, scripts)
  return scripts
}
