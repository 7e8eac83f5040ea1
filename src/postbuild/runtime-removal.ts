import fs from "fs"
import path from "path"
import { createElement, isValidElement, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { Compiler } from "webpack"

/**
 * Everything about taking Gatsby's client runtime out of the production build (see "What
 * JavaScript a page gets" in docs/architecture.md). Gatsby renders the pages to HTML; in the browser they run
 * only the site's own module (src/browser/entry.ts), so the runtime's parts are removed:
 * - from each page's <head>: the preloads of its scripts and page data, and its generator tag;
 * - from each page's <body>: the router's focus wrapper and route announcer, the `___gatsby` root
 *   and the scripts, page data and chunk map after the content;
 * - from public/ after the build: every file the runtime's webpack build wrote (app-, framework-,
 *   webpack-runtime-, commons-, component--- and other chunks, their source maps and licence
 *   files), chunk-map.json, webpack.stats.json, the Partytown library and the page data. Gatsby
 *   reads its page and slice data again on the next build, so those are kept in .cache/ instead of
 *   deleted and put back before that build starts.
 * `gatsby develop` keeps the whole runtime: it renders the pages in the browser.
 */

/** True while Gatsby renders the production pages; false under `gatsby develop`. */
export const rendersProductionPages = () => process.env.BUILD_STAGE === "build-html"

/** Gatsby's head components for its runtime: script and page-data preloads, the generator tag. */
export const isRuntimeHeadComponent = (component: ReactNode) =>
  isValidElement<{ as?: string; name?: string }>(component) &&
  ((component.type === "link" && ["script", "fetch"].includes(component.props.as ?? "")) ||
    (component.type === "meta" && component.props.name === "generator"))

/** A page's head without the runtime's components. */
export const withoutRuntimeHead = (components: ReactNode[]) =>
  components.filter((component) => !isRuntimeHeadComponent(component))

/**
 * Head components with Helmet's `data-react-helmet` marker taken off each tag: only Helmet's client
 * side reads it, and production pages run no React (about 30 bytes of every compressed page).
 */
export const withoutHelmetMarkers = (components: ReactNode[]): ReactNode[] =>
  components.flatMap((component): ReactNode[] => {
    if (Array.isArray(component)) return withoutHelmetMarkers(component)
    if (!isValidElement<Record<string, unknown>>(component) || !("data-react-helmet" in component.props)) return [component]
    const { "data-react-helmet": _marker, ...props } = component.props
    return [createElement(component.type, { ...props, key: component.key })]
  })

/**
 * Gatsby renders a page as its client router's focus target (a `div#gatsby-focus-wrapper` the
 * router focuses after a route change, with an inline style) followed by the live region that
 * announces route changes (`div#gatsby-announcer`, inline styles). Without the router both are
 * dead weight, and the inline styles would need CSP exceptions: this returns what is inside the
 * wrapper. Matched by the two ids, whatever their attributes; if Gatsby ever renders something
 * else, the build stops here rather than ship a page with parts of the runtime.
 */
export function withoutRouterMarkup(html: string): string {
  const match =
    /^<div\b[^>]*\bid="gatsby-focus-wrapper"[^>]*>([\s\S]*)<\/div><div\b[^>]*\bid="gatsby-announcer"[^>]*><\/div>$/.exec(html)
  if (!match)
    throw new Error(`Expected Gatsby's focus wrapper and route announcer around the page, found: ${html.slice(0, 200)}…`)
  return match[1]
}

/**
 * A production page's <body> content: the page itself, without the `div#___gatsby` root the
 * runtime renders into (src/html.tsx). Anything a plugin puts before or after it stays.
 */
export const productionBodyHtml = (preBody: ReactNode, body: string, postBody: ReactNode) =>
  renderToStaticMarkup(preBody) + body + renderToStaticMarkup(postBody)

/** Files of the runtime's webpack build that public/ keeps: anything a page could still link to. */
const keepsClientAsset = (name: string) => !/\.(?:m?js|map|txt|json)$/.test(name)

/** Gatsby's data for its runtime, which it reads back on the next build (page data, slices). */
const runtimeDataDirs = ["page-data", "slice-data", "_gatsby"]

/** Files Gatsby writes beside the bundles for its runtime, and Gatsby's copy of Partytown. */
const runtimeFiles = ["chunk-map.json", "webpack.stats.json", "~partytown"]

/** A bundle of Gatsby's client build at the top of public/, with its source map or licence file. */
const staleBundle = /\.m?js(\.map|\.LICENSE\.txt)?$|\.css\.map$/

/** Where the runtime's data waits for the next build: Gatsby's cache, emptied with it. */
export const keptRuntimeDataDir = (root: string) => path.join(root, ".cache", "runtime-data")

/** Where a build's page data is once the build has finished (the page renderer's input). */
export const keptPageDataDir = (root: string) => path.join(keptRuntimeDataDir(root), "page-data")

let clientFiles: string[] | undefined

/**
 * The runtime's webpack build (stage "build-javascript"): no source maps and no minification, since
 * every file it writes is deleted after the HTML is rendered (removeRuntimeFiles). Gatsby still
 * needs the build for its chunk map; minifying code nobody downloads cost about a third of it.
 */
export const clientBuildConfig = () => ({
  devtool: false as const,
  optimization: { minimize: false },
  plugins: [clientFilesRecorder],
})

/**
 * A webpack plugin for the runtime's build (stage "build-javascript") that notes every file the
 * build writes into public/, so the clean-up deletes exactly those, whatever Gatsby names them.
 */
export const clientFilesRecorder = {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("RuntimeRemoval", (stats) => {
      const names = new Set<string>()
      for (const asset of stats.compilation.getAssets()) {
        names.add(asset.name)
        for (const related of Object.values(asset.info.related ?? {})) {
          for (const name of Array.isArray(related) ? related : [related]) names.add(name)
        }
      }
      clientFiles = [...names]
    })
  },
}

export interface RuntimeRemovalReport {
  /** Files deleted or moved out of public/. */
  files: number
  bytes: number
}

function sizeOf(target: string): { files: number; bytes: number } {
  const stat = fs.lstatSync(target)
  if (!stat.isDirectory()) return { files: 1, bytes: stat.size }
  return fs
    .readdirSync(target)
    .map((name) => sizeOf(path.join(target, name)))
    .reduce((sum, part) => ({ files: sum.files + part.files, bytes: sum.bytes + part.bytes }), { files: 0, bytes: 0 })
}

/**
 * Run after the build (onPostBuild): deletes the runtime's files from public/ and moves its data
 * to .cache/ for the next build. `files` are the runtime build's files, as the recorder noted them.
 */
export function removeRuntimeFiles(root: string, publicDir: string, files: string[] | undefined = clientFiles) {
  if (!files) throw new Error("The runtime's files are noted while Gatsby bundles it; this runs only after `gatsby build`.")
  const report: RuntimeRemovalReport = { files: 0, bytes: 0 }
  const count = (target: string) => {
    const size = sizeOf(target)
    report.files += size.files
    report.bytes += size.bytes
  }
  // Bundles an earlier build left at the top of public/ (Gatsby never empties it; the site's own
  // scripts live in /assets/ and the CMS's in /admin/), so a working copy ends as clean as a fresh clone.
  const stale = fs.readdirSync(publicDir).filter((name) => staleBundle.test(name))
  for (const name of new Set([...files.filter((file) => !keepsClientAsset(file)), ...stale, ...runtimeFiles])) {
    const target = path.join(publicDir, name)
    if (!fs.existsSync(target)) continue
    count(target)
    fs.rmSync(target, { recursive: true, force: true })
  }
  const kept = keptRuntimeDataDir(root)
  fs.rmSync(kept, { recursive: true, force: true })
  for (const name of runtimeDataDirs) {
    const target = path.join(publicDir, name)
    if (!fs.existsSync(target)) continue
    count(target)
    fs.mkdirSync(kept, { recursive: true })
    fs.renameSync(target, path.join(kept, name))
  }
  // Gatsby creates public/static for the files a component imports; there are none today.
  const assets = path.join(publicDir, "static")
  if (fs.existsSync(assets) && fs.readdirSync(assets).length === 0) fs.rmdirSync(assets)
  return report
}

/**
 * Run before Gatsby bootstraps (onPreBootstrap): puts the last build's page and slice data back
 * into public/, where Gatsby reads them to rebuild only the pages that changed.
 */
export function restoreRuntimeData(root: string, publicDir: string) {
  const kept = keptRuntimeDataDir(root)
  for (const name of runtimeDataDirs) {
    const source = path.join(kept, name)
    if (!fs.existsSync(source)) continue
    fs.rmSync(path.join(publicDir, name), { recursive: true, force: true })
    fs.mkdirSync(publicDir, { recursive: true })
    fs.renameSync(source, path.join(publicDir, name))
  }
}
