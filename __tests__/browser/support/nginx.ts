import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { renderNginxUpstream } from "../../../src/postbuild/host-config"
import { freePort } from "../../support/free-port"

/** Debian's nginx; the test fails (never skips) without it. */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx"
const BROTLI_STATIC = process.env.NGINX_BROTLI_STATIC ?? "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

export interface RunningNginx {
  url: string
  port: number
  /** nginx's error log so far (for a failure's message). */
  errors(): string
  stop(): Promise<void>
}

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before listening`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => (socket.destroy(), resolve(true)))
      socket.once("error", () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Debian's nginx in the foreground on a free loopback port, with its own prefix, pid file, logs and temp
 * folders in a temporary folder (never the system service). Its main configuration is the minimum a
 * server needs around the build's files: the `server { }` block has `root` = `publicDir` and includes
 * `publicDir/_nginx.conf` unmodified; the `http { }` block includes an upstream file of the test's own
 * pointing at `upstream` (what public/_nginx-upstream.conf does in production).
 */
export async function startNginx({ publicDir, upstream }: { publicDir: string; upstream: string }): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX))
    throw new Error(
      `nginx is missing (${NGINX}): run \`apt-get install -y nginx libnginx-mod-http-brotli-static\` as root (.ci/run does), or point NGINX_PATH at an nginx binary.`,
    )
  const site = path.resolve(publicDir)
  const include = path.join(site, "_nginx.conf")
  if (!fs.existsSync(include)) throw new Error(`${include} is missing: run \`npm run build\` first.`)
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"))
  // Workers run as nobody when the test runs as root: they must reach the temp folders nginx makes here.
  fs.chmodSync(prefix, 0o755)
  const port = await freePort()
  fs.writeFileSync(path.join(prefix, "upstream.conf"), renderNginxUpstream(upstream))
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`
  // Debian's Brotli module for brotli_static, which its /etc/nginx/nginx.conf loads from modules-enabled/
  // (those files name it relative to the system prefix, so it is loaded here by its absolute path).
  if (!fs.existsSync(BROTLI_STATIC))
    throw new Error(
      `${BROTLI_STATIC} is missing: run \`apt-get install -y libnginx-mod-http-brotli-static\` as root (.ci/run does).`,
    )
  const config = `load_module ${BROTLI_STATIC};
worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(prefix, "access.log")};
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${path.join(prefix, "upstream.conf")};
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${site};
    include ${include};
  }
}
`
  const file = path.join(prefix, "nginx.conf")
  fs.writeFileSync(file, config)
  const errorLog = path.join(prefix, "error.log")
  const errors = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "")
  let output = ""
  const child = spawn(NGINX, ["-p", prefix, "-c", file, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] })
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGQUIT")
      const late = setTimeout(() => child.kill("SIGKILL"), 5000)
      await exited
      clearTimeout(late)
    }
    fs.rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, child, 10_000)
  } catch (error) {
    const log = errors()
    await stop()
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}\n${log}`)
  }
  return { url: `http://127.0.0.1:${port}`, port, errors, stop }
}
