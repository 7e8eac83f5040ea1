import fs from "fs"

/**
 * For the caches' tests: an edit a cache keyed by a file's time and size would miss. Pins the file's
 * times to a whole second (which utimes sets exactly; a file's own time has nanoseconds it cannot set
 * back) and returns an edit that changes the file's bytes but leaves its size and times as they were.
 * Pin before the cache first reads the file.
 */
export function sameSizeAndTime(file: string) {
  const seconds = Math.floor(fs.statSync(file).mtimeMs / 1000)
  fs.utimesSync(file, seconds, seconds)
  const edit = (change: (bytes: Buffer) => Buffer) => {
    const before = fs.statSync(file)
    const bytes = fs.readFileSync(file)
    const changed = change(bytes)
    expect(changed.equals(bytes)).toBe(false)
    fs.writeFileSync(file, changed)
    fs.utimesSync(file, seconds, seconds)
    const after = fs.statSync(file)
    expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs])
  }
  return {
    /** Changes the bytes as `change` says; they must keep their length. */
    bytes: edit,
    /** Replaces the text `from` with `to`, of as many bytes. */
    text: (from: string, to: string) =>
      edit((bytes) => {
        const text = bytes.toString("utf8")
        expect(text).toContain(from)
        return Buffer.from(text.replace(from, to))
      }),
  }
}
