/**
 * `npm run cms`: the editors' CMS on this machine, without a git host. Starts the local backend
 * (decap-server, which reads and writes the files of data/ in this working copy) and the site's
 * develop server, whose /admin/ is the CMS. Stop both with Ctrl+C; review and commit the changed
 * files with git as usual. CMS_PORT (default 8000) and CMS_LOCAL_BACKEND_PORT (default 8081) move
 * them to other ports, as the browser test does.
 */
import { spawn, type ChildProcess } from "child_process"
import path from "path"
import { localBackendPortFrom } from "../src/content/cms-config"
import { clearForeignCache } from "../src/postbuild/cache-owner"

const root = path.join(__dirname, "..")
const backendPort = localBackendPortFrom(process.env)
const sitePort = Number(process.env.CMS_PORT) || 8000
// The develop server writes the backend's port into /admin/config.yml (src/postbuild/admin-files.ts).
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_LOCAL_BACKEND_PORT: String(backendPort) }

// A .cache or public/ copied from another folder would make the develop server show errors on every page.
if (clearForeignCache(root))
  console.log("CMS: .cache ve public başka bir klasörden kopyalanmıştı; silindi, site bu klasör için yeniden hazırlanıyor.")

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: root,
    // Bound to 127.0.0.1 only: the backend writes files, so no other machine may reach it.
    env: { ...env, PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--port", String(sitePort), ...process.argv.slice(2)], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
]

console.log(`CMS: once the site is up, open http://localhost:${sitePort}/admin/ (local backend on 127.0.0.1:${backendPort}).`)

// When one stops, so does the other: a CMS without its backend (or the reverse) is of no use.
let stopping = false
function stop(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0))
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))
