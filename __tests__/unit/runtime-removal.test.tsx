/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import Html from "../../src/html"
import {
  clientBuildConfig,
  keptPageDataDir,
  removeRuntimeFiles,
  restoreRuntimeData,
  withoutRouterMarkup,
  withoutRuntimeHead,
} from "../../src/postbuild/runtime-removal"

/** Runs `body` while Gatsby's stage is `stage`, as Gatsby's bundles see it. */
function inStage<T>(stage: string, body: () => T): T {
  const previous = process.env.BUILD_STAGE
  process.env.BUILD_STAGE = stage
  try {
    return body()
  } finally {
    process.env.BUILD_STAGE = previous
  }
}

describe("the page markup without the router's parts", () => {
  const page = '<a href="#main">İçeriğe geç</a><main id="main"><div id="x">Metin</div></main>'

  it("keeps what is inside the focus wrapper and drops the route announcer, whatever their attributes", () => {
    const asGatsbyRendersIt = `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${page}</div><div id="gatsby-announcer" style="position:absolute;top:0" aria-live="assertive" aria-atomic="true"></div>`
    expect(withoutRouterMarkup(asGatsbyRendersIt)).toBe(page)
    const reordered = `<div id="gatsby-focus-wrapper" tabindex="-1">${page}</div><div aria-live="assertive" id="gatsby-announcer"></div>`
    expect(withoutRouterMarkup(reordered)).toBe(page)
  })

  it("stops the build when Gatsby renders the page differently, instead of shipping runtime markup", () => {
    expect(() => withoutRouterMarkup(`<div id="gatsby-focus-wrapper">${page}</div>`)).toThrow(/focus wrapper and route announcer/)
    expect(() => withoutRouterMarkup(page)).toThrow(/focus wrapper and route announcer/)
  })
})

describe("the head without the runtime", () => {
  it("drops the script and page-data preloads and the generator tag, and keeps the page's own tags", () => {
    const head = [
      <meta key="generator" name="generator" content="Gatsby 5.16.1" />,
      <title key="title">Ana Sayfa</title>,
      <link key="app" as="script" rel="preload" href="/app-1234.js" />,
      <link key="data" as="fetch" rel="preload" href="/page-data/index/page-data.json" />,
      <link key="font" as="font" rel="preload" href="/fonts/inter-tr.woff2" />,
      "text",
    ]
    expect(withoutRuntimeHead(head).map((node) => (typeof node === "object" && node && "key" in node ? node.key : node))).toEqual(
      ["title", "font", "text"],
    )
  })
})

describe("src/html.tsx", () => {
  const props = {
    htmlAttributes: { lang: "tr" },
    headComponents: [<title key="title">Ana Sayfa</title>],
    bodyAttributes: {},
    preBodyComponents: [],
    body: "<main>Metin</main>",
    postBodyComponents: [],
  }

  it("puts a production page's content directly into <body>, without the runtime's ___gatsby root", () => {
    const html = inStage("build-html", () => renderToStaticMarkup(<Html {...props} />))
    expect(html).toContain("<body><main>Metin</main></body>")
    expect(html).not.toContain("___gatsby")
    expect(html).toContain("<title>Ana Sayfa</title>")
  })

  it("keeps the root under `gatsby develop`, where the runtime renders into it", () => {
    const html = inStage("develop-html", () => renderToStaticMarkup(<Html {...props} />))
    expect(html).toContain('<body><div id="___gatsby"><main>Metin</main></div></body>')
  })
})

describe("the runtime's files in public/", () => {
  let root: string
  const publicDir = () => path.join(root, "public")
  const write = (name: string, body = "x") => {
    const file = path.join(publicDir(), name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }
  const listed = (dir: string) =>
    fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((name) => name.split(path.sep).join("/")).sort()
      : []

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "runtime-removal-"))
    // What the client bundle wrote (as the webpack plugin notes it), then what Gatsby writes beside it.
    for (const name of ["app-1a2b.js", "app-1a2b.js.map", "app-1a2b.js.LICENSE.txt", "454-9f8e.js", "static/logo-77aa.png"])
      write(name)
    write("chunk-map.json", "{}")
    write("webpack.stats.json", "{}")
    write("~partytown/partytown.js")
    write("page-data/index/page-data.json", '{"path":"/"}')
    write("page-data/sq/d/123.json", "{}")
    write("_gatsby/slices/_gatsby-scripts-1.html")
    // The site's own files.
    write("index.html", "<html></html>")
    write("assets/site-ABC.js")
    write("admin/decap-cms.js")
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const clientFiles = ["app-1a2b.js", "app-1a2b.js.map", "app-1a2b.js.LICENSE.txt", "454-9f8e.js", "static/logo-77aa.png"]

  it("deletes the runtime's bundles and files, keeps the page data for the next build in .cache/, and leaves the site's files", () => {
    const report = removeRuntimeFiles(root, publicDir(), clientFiles)
    expect(listed(publicDir())).toEqual([
      "admin",
      "admin/decap-cms.js",
      "assets",
      "assets/site-ABC.js",
      "index.html",
      // A file a component imports could be linked from a page: kept.
      "static",
      "static/logo-77aa.png",
    ])
    expect(report.files).toBe(10)
    expect(JSON.parse(fs.readFileSync(path.join(keptPageDataDir(root), "index", "page-data.json"), "utf8"))).toEqual({
      path: "/",
    })
  })

  it("also deletes the bundles an earlier build left at the top of public/, which this build did not write", () => {
    for (const name of ["framework-0ld.js", "framework-0ld.js.map", "framework-0ld.js.LICENSE.txt", "commons-0ld.js"]) write(name)
    const report = removeRuntimeFiles(root, publicDir(), clientFiles)
    expect(listed(publicDir()).filter((name) => !name.includes("/") && /\.(js|map|txt)$/.test(name))).toEqual([])
    expect(listed(publicDir())).toContain("assets/site-ABC.js")
    expect(report.files).toBe(14)
  })

  it("puts the page data back before the next build, where Gatsby reads it", () => {
    removeRuntimeFiles(root, publicDir(), clientFiles)
    restoreRuntimeData(root, publicDir())
    expect(listed(path.join(publicDir(), "page-data"))).toEqual(["index", "index/page-data.json", "sq", "sq/d", "sq/d/123.json"])
    expect(listed(path.join(publicDir(), "_gatsby"))).toEqual(["slices", "slices/_gatsby-scripts-1.html"])
    expect(fs.existsSync(keptPageDataDir(root))).toBe(false)
  })

  it("deletes what the webpack plugin noted during the runtime's build, source maps named as related files included", () => {
    let done: ((stats: unknown) => void) | undefined
    const compiler = { hooks: { done: { tap: (_name: string, callback: (stats: unknown) => void) => (done = callback) } } }
    const config = clientBuildConfig()
    expect(config.devtool).toBe(false)
    config.plugins.forEach((plugin) => plugin.apply(compiler as never))
    const assets = [
      { name: "app-1a2b.js", info: { related: { sourceMap: "app-1a2b.js.map" } } },
      { name: "454-9f8e.js", info: {} },
    ]
    done?.({ compilation: { getAssets: () => assets } })
    removeRuntimeFiles(root, publicDir())
    const left = listed(publicDir())
    // The licence file the plugin does not note goes with the sweep of the top of public/.
    expect(left.filter((name) => name.startsWith("app-") || name.startsWith("454-"))).toEqual([])
    expect(left).toContain("assets/site-ABC.js")
  })

  it("removes an empty public/static", () => {
    fs.rmSync(path.join(publicDir(), "static"), { recursive: true })
    fs.mkdirSync(path.join(publicDir(), "static"))
    removeRuntimeFiles(root, publicDir(), ["app-1a2b.js"])
    expect(fs.existsSync(path.join(publicDir(), "static"))).toBe(false)
  })

  it("refuses to guess when the runtime's build noted no files (it runs only after `gatsby build`)", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("../../src/postbuild/runtime-removal")
      expect(() => fresh.removeRuntimeFiles(root, publicDir())).toThrow(/only after `gatsby build`/)
    })
    expect(listed(publicDir())).toContain("app-1a2b.js")
  })
})
