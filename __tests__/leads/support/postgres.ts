import { execFile, execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { freePort } from "../../support/free-port"

/**
 * A throwaway PostgreSQL cluster of Debian's server package on a free loopback port, in a temporary
 * folder, run as the postgres user when the tests run as root (initdb refuses root). A machine without
 * the server makes the test fail with the command that installs it: never a silent pass.
 */
export interface Postgres {
  url: string
  port: number
  /**
   * Stops the server (the "database down" fault); `start` brings it back with the same data. Both run
   * pg_ctl without blocking Node's event loop, so the clients see their connections end as in production.
   */
  stop(): Promise<void>
  start(): Promise<void>
  /**
   * Freezes the server and every backend (SIGSTOP): connections stay open and nothing answers, as with a
   * hung host or a cut network. `thaw` lets them run again (SIGCONT).
   */
  freeze(): void
  thaw(): void
  /** The server's own log (what PostgreSQL wrote about failed statements). */
  log(): string
  close(): void
}

function serverBin(): string {
  const base = "/usr/lib/postgresql"
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0)
    throw new Error(
      "PostgreSQL server binaries are missing (/usr/lib/postgresql/*/bin/initdb): run `apt-get install -y postgresql` as root (.ci/run does).",
    )
  return path.join(base, versions[0], "bin")
}

export { freePort }

export async function startPostgres(): Promise<Postgres> {
  const bin = serverBin()
  const root = process.getuid?.() === 0
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-pg-"))
  const data = path.join(dir, "data")
  const log = path.join(dir, "server.log")
  if (root) execFileSync("chown", ["postgres:postgres", dir])
  const run = (program: string, args: string[]) => {
    const [command, all] = root
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args]
    const result = spawnSync(command, all, { encoding: "utf8", cwd: dir })
    if (result.status !== 0) {
      const serverLog = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : ""
      throw new Error(`${program} ${args.join(" ")} failed (${result.status}): ${result.stderr}${result.stdout}\n${serverLog}`)
    }
  }
  const runAsync = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, all] = root
        ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
        : [path.join(bin, program), args]
      execFile(command, all, { cwd: dir }, (error, stdout, stderr) =>
        error ? reject(new Error(`${program} ${args.join(" ")} failed: ${stderr}${stdout}`)) : resolve(),
      )
    })
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"])
  const port = await freePort()
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=100`
  const startArgs = ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]
  const stopArgs = ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]
  run("pg_ctl", startArgs)
  let running = true
  /** The postmaster (first line of postmaster.pid) and its children, the backends. */
  const serverPids = () => {
    const postmaster = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0])
    const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(postmaster)], { encoding: "utf8" })
      .stdout.split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0)
    return [postmaster, ...children]
  }
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverPids()) {
      try {
        process.kill(pid, signal)
      } catch {
        // A backend that ended meanwhile.
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await runAsync("pg_ctl", startArgs)
      running = true
    },
    stop: async () => {
      await runAsync("pg_ctl", stopArgs)
      running = false
    },
    freeze: () => signalAll("SIGSTOP"),
    thaw: () => signalAll("SIGCONT"),
    log: () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""),
    close: () => {
      if (running) run("pg_ctl", stopArgs)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
