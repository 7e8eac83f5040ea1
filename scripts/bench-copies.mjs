/**
 * What `npm run bench` (scripts/bench.mjs) measures beside the build in the same run: a copy without any
 * script and one whose pages lack their priority image (run for run with the page), the network's limit
 * page, and a bare Gatsby site.
 */
import fs from "fs"
import os from "os"
import path from "path"

/**
 * A copy of the build without any script: every <script> element of every HTML file taken out (JSON-LD
 * too, which runs nothing but is part of no paint), module preloads as well. Large folders no page
 * draws from (the CMS, the share cards) are linked, not copied.
 */
export function scriptFreeCopy(publicDir) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-noscript-"))
  for (const entry of fs.readdirSync(publicDir)) {
    const from = path.join(publicDir, entry)
    if (["admin", "og"].includes(entry)) fs.symlinkSync(from, path.join(copy, entry))
    else fs.cpSync(from, path.join(copy, entry), { recursive: true })
  }
  for (const name of fs.readdirSync(copy, { recursive: true })) {
    if (!name.endsWith(".html") || name.startsWith(`admin${path.sep}`) || name.startsWith(`og${path.sep}`)) continue
    const file = path.join(copy, name)
    const html = fs.readFileSync(file, "utf8")
    const stripped = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    fs.writeFileSync(file, stripped)
  }
  return copy
}

/** A page's priority image (an article's cover) and its figure; a page without one has no match. */
const priorityFigure = /<figure\b[^>]*>(?:(?!<\/figure>)[\s\S])*?fetchpriority="high"[\s\S]*?<\/figure>/

/**
 * A copy of the build whose pages lack their priority image: the <figure> holding it taken out. Only
 * pages with one are compared; the rest of the copy is linked, not copied.
 */
export function imageFreeCopy(publicDir, routes) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-noimage-"))
  for (const entry of fs.readdirSync(publicDir)) fs.symlinkSync(path.join(publicDir, entry), path.join(copy, entry))
  const compared = []
  for (const route of routes) {
    const file = path.join(publicDir, route, "index.html")
    if (!fs.existsSync(file)) continue
    const html = fs.readFileSync(file, "utf8")
    if (!priorityFigure.test(html)) continue
    // The route's folder becomes a real folder in the copy, its other files linked.
    const parts = route.split("/").filter(Boolean)
    let dir = copy
    for (const [index, part] of parts.entries()) {
      const next = path.join(dir, part)
      if (fs.lstatSync(next).isSymbolicLink()) {
        const target = fs.realpathSync(next)
        fs.unlinkSync(next)
        fs.mkdirSync(next)
        for (const entry of fs.readdirSync(target)) fs.symlinkSync(path.join(target, entry), path.join(next, entry))
      }
      dir = next
      if (index === parts.length - 1) {
        fs.unlinkSync(path.join(dir, "index.html"))
        fs.writeFileSync(path.join(dir, "index.html"), html.replace(priorityFigure, ""))
      }
    }
    compared.push(route)
  }
  return { dir: copy, compared: new Set(compared) }
}

/**
 * The network's limit (issue 52): a page of one heading and one paragraph of Turkish in the system font,
 * nothing else, served by the same server (its not-found page is the same page).
 */
export function limitPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-limit-"))
  const html =
    '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Sınır sayfası</title><meta name="description" content="Bir başlık ve bir paragraf."></head>' +
    "<body><h1>ERP ve e-ticaret ile işletmenizi tek merkezden yönetin</h1>" +
    "<p>Muhasebe, stok, satış ve e-Fatura süreçlerinizi tek sistemde toplayın; ekibiniz aynı veriyle çalışsın.</p></body></html>\n"
  fs.writeFileSync(path.join(dir, "index.html"), html)
  fs.writeFileSync(path.join(dir, "404.html"), html)
  return dir
}

/**
 * The baseline: a bare Gatsby 5 site of one page (a heading styled with Emotion, a title set with
 * Helmet), with Gatsby's client runtime as it ships, built in a folder beside the project copy.
 */
export function bareGatsbySite(root) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-"))
  fs.mkdirSync(path.join(workDir, "src", "pages"), { recursive: true })
  const version = (name) => JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version
  const dependencies = Object.fromEntries(
    ["gatsby", "gatsby-plugin-emotion", "gatsby-plugin-react-helmet", "@emotion/react", "react", "react-dom", "react-helmet"].map(
      (name) => [name, version(name)],
    ),
  )
  fs.writeFileSync(path.join(workDir, "package.json"), JSON.stringify({ name: "bare-gatsby", private: true, dependencies }))
  fs.writeFileSync(
    path.join(workDir, "gatsby-config.js"),
    'module.exports = { jsxRuntime: "automatic", jsxImportSource: "@emotion/react", plugins: ["gatsby-plugin-emotion", "gatsby-plugin-react-helmet"] }\n',
  )
  fs.writeFileSync(
    path.join(workDir, "src", "pages", "index.js"),
    [
      'import { css } from "@emotion/react"',
      'import { Helmet } from "react-helmet"',
      "export default function Index() {",
      "  return (",
      "    <main>",
      '      <Helmet htmlAttributes={{ lang: "tr" }}>',
      "        <title>Yalın Gatsby sayfası</title>",
      '        <meta name="description" content="Karşılaştırma için tek başlıklı, yalın bir Gatsby 5 sayfası." />',
      "      </Helmet>",
      "      <h1 css={css`font: 700 2rem/1.2 system-ui, sans-serif; margin: 2rem;`}>Yalın Gatsby sayfası</h1>",
      "    </main>",
      "  )",
      "}",
      "",
    ].join("\n"),
  )
  // What the static server answers for any other address (robots.txt, say).
  fs.writeFileSync(
    path.join(workDir, "src", "pages", "404.js"),
    "export default function NotFound() {\n  return <h1>Sayfa bulunamadı</h1>\n}\n",
  )
  fs.symlinkSync(path.join(root, "node_modules"), path.join(workDir, "node_modules"), "dir")
  return workDir
}
