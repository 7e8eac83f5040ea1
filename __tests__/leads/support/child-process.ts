import { spawn, type ChildProcess } from "child_process"
import path from "path"
import { root } from "./leads"

export interface ChildService {
  child: ChildProcess
  url: string
  exited: Promise<{ code: number | null; signal: string | null }>
  /** What the service wrote to stderr so far (the drain says there when it had to cut connections). */
  errors: () => string
}

/**
 * The lead service in a process of its own (child-service.ts, with tsx's loader in the same process, so a
 * signal reaches the service itself), set up from `env` as production is from its environment; resolves
 * once it listens. The tests that kill it (SIGKILL) or stop it (SIGTERM) use it.
 */
export function startChildService(env: Record<string, string>): Promise<ChildService> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "child-service.ts")], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: "", LEAD_RATE_LIMIT: "100000/60", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let errors = ""
  child.stderr?.on("data", (chunk) => (errors += chunk))
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  )
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /PORT (\d+)/.exec(chunk.toString())?.[1]
      if (port) resolve({ child, url: `http://127.0.0.1:${port}`, exited, errors: () => errors })
    })
    void exited.then(({ code }) => reject(new Error(`the service exited (${code}) before listening: ${errors}`)))
  })
}
