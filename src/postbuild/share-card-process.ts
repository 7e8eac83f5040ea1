import { spawn } from "child_process"
import path from "path"
import { build } from "esbuild"
import type { WriteResult } from "./share-cards"

/**
 * The share cards drawn in a process of their own, started as soon as the content check passes
 * (onPreBootstrap) and awaited after the HTML (onPostBuild). Gatsby's bootstrap and its two webpack
 * builds keep one core busy and leave the other idle for most of a cold build; the cards (about
 * 37 ms of CPU each, sharp's threads included) are drawn meanwhile. The process runs at a lower priority (nice 10), so it
 * takes only what the build's own steps leave.
 *
 * Gatsby compiles gatsby-node.ts into one file, so the process's entry (share-card-child.ts) is
 * bundled here with esbuild, its packages left in node_modules.
 */

export type CardOutcome = { result: WriteResult } | { error: Error }

/** What the child process sends back: its result, or the message of what stopped it. */
export type CardMessage = { result: WriteResult } | { error: string }

/** Starts drawing every card of the project at `root`; settles once they are all in public/og/. */
export async function startShareCards(root: string): Promise<CardOutcome> {
  try {
    const entry = path.join(root, ".cache", "share-card-child.cjs")
    await build({
      entryPoints: [path.join(root, "src", "postbuild", "share-card-child.ts")],
      outfile: entry,
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      packages: "external",
      logLevel: "silent",
    })
    return await new Promise<CardOutcome>((resolve) => {
      let outcome: CardOutcome | undefined
      // `nice` lowers every thread of the process, sharp's included (they start before any code of ours runs).
      const command = process.platform === "win32" ? [process.execPath] : ["nice", "-n", "10", process.execPath]
      const child = spawn(command[0], [...command.slice(1), entry, root], { stdio: ["ignore", "inherit", "inherit", "ipc"] })
      // A build that stops early (a query error) leaves no card process behind.
      const stop = () => child.kill()
      process.once("exit", stop)
      child.on("message", (message: CardMessage) => {
        outcome = "result" in message ? message : { error: new Error(message.error) }
      })
      const settle = (ending: CardOutcome) => {
        process.removeListener("exit", stop)
        resolve(outcome ?? ending)
      }
      // A process that could not start may never report its exit.
      child.on("error", (error) => settle({ error }))
      child.on("exit", (code, signal) =>
        settle({ error: new Error(`The share-card process ended (${signal ?? `exit code ${code}`}) without its cards.`) }),
      )
    })
  } catch (error) {
    return { error: error as Error }
  }
}
