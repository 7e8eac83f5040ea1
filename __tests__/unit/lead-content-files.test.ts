/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { leadContentFiles } from "../../src/leads/content-files"
import { leadSettings } from "../../src/leads/config"
import { contentTypes } from "../../src/kinds"

/**
 * Issue 48: the Netlify function ships only the files netlify.toml's `included_files` name. Those are
 * made from the kinds (src/leads/content-files.ts); a service started on a copy that holds only them must
 * read what it reads from the whole project. The hand-written list once left out the events, so an
 * event's registration would have been refused there.
 */
const root = path.join(__dirname, "..", "..")

/** A glob of the list as a regular expression: `*` within one folder, `**` across folders. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split("**")
      .map((part) =>
        part
          .split("*")
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join("[^/]*"),
      )
      .join(".*")}$`,
  )

function filesUnder(folder: string, prefix: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`
    return entry.isDirectory() ? filesUnder(path.join(folder, entry.name), relative) : [relative]
  })
}

it("ship every content file the lead service reads: a copy with only them gives the same settings", () => {
  const patterns = leadContentFiles(contentTypes).map(globPattern)
  const shipped = filesUnder(path.join(root, "data"), "data").filter((file) => patterns.some((pattern) => pattern.test(file)))
  expect(shipped).toEqual(expect.arrayContaining(["data/site.yaml", "data/pages/privacy.yaml"]))
  expect(shipped.some((file) => file.startsWith("data/events/"))).toBe(true)

  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "lead-content-"))
  try {
    for (const file of shipped) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      fs.copyFileSync(path.join(root, file), path.join(copy, file))
    }
    const whole = leadSettings({}, root)
    const shippedOnly = leadSettings({}, copy)
    expect(shippedOnly.subjects).toEqual(whole.subjects)
    expect(shippedOnly.noticeVersion).toBe(whole.noticeVersion)
    expect(shippedOnly.site).toEqual(whole.site)
    // The events' registrations are among the subjects the function accepts.
    expect([...whole.subjects.keys()].some((subject) => subject.startsWith("etkinlik-"))).toBe(true)
  } finally {
    fs.rmSync(copy, { recursive: true, force: true })
  }
})

it("is what netlify.toml ships", () => {
  const toml = fs.readFileSync(path.join(root, "netlify.toml"), "utf8")
  for (const file of leadContentFiles(contentTypes)) expect(toml).toContain(`"${file}"`)
})
