/**
 * Compiles the Node server (scripts/serve.ts with the lead service) into dist/serve.cjs with esbuild, and
 * copies the lead migrations beside it. `npm run serve` runs the compiled file with plain Node: no
 * TypeScript loader in the running process, which saves about 45 MB of memory and the start-up compile.
 * Packages stay in node_modules (not bundled).
 */
import { build } from "esbuild"
import fs from "fs"
import path from "path"
import { fileURLToPath } from "url"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const dist = path.join(root, "dist")

await build({
  entryPoints: [path.join(root, "scripts", "serve.ts")],
  outfile: path.join(dist, "serve.cjs"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  packages: "external",
  // Emotion's JSX settings of tsconfig are irrelevant here; the server has no JSX.
  logLevel: "warning",
})
// src/leads/db.ts finds its migrations next to the code that runs.
fs.rmSync(path.join(dist, "migrations"), { recursive: true, force: true })
fs.cpSync(path.join(root, "src", "leads", "migrations"), path.join(dist, "migrations"), { recursive: true })
