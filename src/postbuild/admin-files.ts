import fs from "fs"
import path from "path"
import zlib from "zlib"
import { build, type Plugin } from "esbuild"
import { parse } from "yaml"
import { backendFromEnv, cmsConfig, configFile, localBackendPortFrom } from "../content/cms-config"
import { readSiteData } from "../content/read-site"
import { readCounterparts, readReferenceOptions } from "../content/read-references"
import type { ContentSnapshot } from "../admin/change-check"
import { mediaFactsOf } from "../content/media-files"
import { listYamlFiles } from "../content/validate"
import type { ContentType } from "../content/kind"

/**
 * The files of the CMS at /admin besides static/admin/index.html (which Gatsby copies as it is):
 * - config.yml: the Decap configuration generated from the content schemas (src/content/cms-config.ts);
 * - cms.js: the site's additions (src/admin/cms.ts) bundled with the schemas and the content check;
 * - house-style.json: the house style of data/house-style.yaml, which the CMS's check before a save applies;
 * - content.json: every content file and the media's facts, for the CMS's whole check before a save or deletion;
 * - decap-cms.js and its lazily loaded parts, copied from the `decap-cms` package, so /admin loads
 *   nothing from another origin.
 * `npm run build` writes them into public/admin; `gatsby develop` serves the same files.
 */

const decapDir = (root: string) => path.join(root, "node_modules", "decap-cms", "dist")

/** Decap's main bundle, the chunks it loads on demand and their WebAssembly files. */
export function decapFileNames(root: string): string[] {
  return fs
    .readdirSync(decapDir(root))
    .filter((name) => name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name) || /\.wasm$/.test(name))
    .sort()
}

/** A Decap file without its source-map comment: the maps are not shipped. */
export function decapFile(root: string, name: string): Buffer {
  const body = fs.readFileSync(path.join(decapDir(root), name))
  if (!name.endsWith(".js")) return body
  return Buffer.from(body.toString("utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n"))
}

/** The schemas read only the names of Lucide's icons; the browser bundle gets just the names. */
const iconNamesOnly: Plugin = {
  name: "lucide-icon-names",
  setup(context) {
    context.onLoad({ filter: /lucide-static[\\/]icon-nodes\.json$/ }, (args) => {
      const names = Object.keys(JSON.parse(fs.readFileSync(args.path, "utf8")) as Record<string, unknown>)
      return { contents: `export default ${JSON.stringify(Object.fromEntries(names.map((n) => [n, 1])))}`, loader: "js" }
    })
  },
}

/** zod's translations of its own messages: the content schemas carry their own, so one is enough. */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(context) {
    context.onLoad({ filter: /zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({ contents: "export {}", loader: "js" }))
  },
}

export async function adminScript(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "src", "admin", "cms.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [iconNamesOnly, zodEnglishOnly],
    logLevel: "silent",
  })
  return result.outputFiles[0].text
}

/** The CMS configuration of `kinds` (src/kinds/index.ts), with the backend the environment names. */
export function adminConfigFile(kinds: readonly ContentType[], root: string, env: NodeJS.ProcessEnv = process.env): string {
  return configFile(
    cmsConfig(kinds, {
      backend: backendFromEnv(env),
      siteUrl: readSiteData(path.join(root, "data")).siteUrl,
      references: readReferenceOptions(kinds, path.join(root, "data")),
      counterparts: readCounterparts(kinds, path.join(root, "data")),
      localBackendPort: localBackendPortFrom(env),
    }),
  )
}

/**
 * Every content file's text and the media's facts (src/admin/change-check.ts): the CMS runs the build's
 * whole check on them before a save or a deletion. The content is the site's own public text.
 */
export function adminContentFile(root: string): string {
  const dataDir = path.join(root, "data")
  const names = fs.existsSync(dataDir) ? listYamlFiles(dataDir) : []
  const snapshot: ContentSnapshot = {
    files: Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(dataDir, name), "utf8")])),
    media: mediaFactsOf(path.join(dataDir, "media")),
  }
  return JSON.stringify(snapshot)
}

/** The house style (data/house-style.yaml) as JSON, or null when the site has none. */
export function adminHouseStyleFile(root: string): string {
  const file = path.join(root, "data", "house-style.yaml")
  return JSON.stringify(fs.existsSync(file) ? (parse(fs.readFileSync(file, "utf8")) as unknown) : null)
}

export interface AdminFile {
  body: Buffer
  contentType: string
}

const contentTypeOf = (name: string) =>
  name.endsWith(".wasm")
    ? "application/wasm"
    : name.endsWith(".yml")
      ? "text/yaml; charset=utf-8"
      : name.endsWith(".json")
        ? "application/json; charset=utf-8"
        : "text/javascript; charset=utf-8"

/** How each generated file of /admin is made, by name. */
function adminFileMakers(
  kinds: readonly ContentType[],
  root: string,
  env: NodeJS.ProcessEnv,
): Map<string, () => Promise<Buffer> | Buffer> {
  const makers = new Map<string, () => Promise<Buffer> | Buffer>([
    ["config.yml", () => Buffer.from(adminConfigFile(kinds, root, env))],
    ["cms.js", async () => Buffer.from(await adminScript(root))],
    ["house-style.json", () => Buffer.from(adminHouseStyleFile(root))],
    ["content.json", () => Buffer.from(adminContentFile(root))],
  ])
  for (const name of decapFileNames(root)) makers.set(name, () => decapFile(root, name))
  return makers
}

/** The names of the generated CMS files, without making them (no maker runs, so no kind is needed). */
export const adminFileNames = (root: string) => [...adminFileMakers([], root, process.env).keys()]

/**
 * Every generated file of /admin, made the same way for `npm run build` (written into
 * public/admin) and for `gatsby develop` (answered on request, see adminFile): one table, so the
 * CMS an editor opens with `npm run cms` loads exactly what the published /admin loads.
 */
export async function adminFiles(
  kinds: readonly ContentType[],
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Map<string, AdminFile>> {
  const files = new Map<string, AdminFile>()
  for (const [name, make] of adminFileMakers(kinds, root, env))
    files.set(name, { body: await make(), contentType: contentTypeOf(name) })
  return files
}

export interface AdminFilesReport {
  files: number
  /** The configuration and the two scripts /admin loads when it opens, in bytes and gzip bytes. */
  initial: { bytes: number; gzip: number }
  /** Everything written, including chunks Decap loads only for some widgets. */
  total: number
}

export async function writeAdminFiles(kinds: readonly ContentType[], root: string, publicDir: string): Promise<AdminFilesReport> {
  const outDir = path.join(publicDir, "admin")
  fs.mkdirSync(outDir, { recursive: true })
  const written = await adminFiles(kinds, root)
  for (const [name, { body }] of written) fs.writeFileSync(path.join(outDir, name), body)
  const initial = ["config.yml", "decap-cms.js", "cms.js"].map((name) => (written.get(name) as AdminFile).body)
  return {
    files: written.size,
    initial: {
      bytes: initial.reduce((sum, b) => sum + b.length, 0),
      gzip: initial.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
    },
    total: [...written.values()].reduce((sum, f) => sum + f.body.length, 0),
  }
}

/** For `gatsby develop`: the file /admin/<name> as the build writes it, or undefined when it is not a CMS file. */
export async function adminFile(
  kinds: readonly ContentType[],
  root: string,
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AdminFile | undefined> {
  const make = adminFileMakers(kinds, root, env).get(name)
  return make ? { body: await make(), contentType: contentTypeOf(name) } : undefined
}

/**
 * For `gatsby develop`: removes the generated CMS files a production build left in public/admin.
 * The develop server answers files of public/ before the site's own routes, so a stale
 * config.yml or cms.js from the last build would hide the ones made from the current schemas.
 */
export function removeBuiltAdminFiles(root: string, publicDir: string) {
  const dir = path.join(publicDir, "admin")
  for (const name of adminFileNames(root)) fs.rmSync(path.join(dir, name), { force: true })
}
