import fs from "fs"
import os from "os"
import path from "path"

const fixtures = path.join(__dirname, "..", "fixtures", "content")

/**
 * A data/ tree in a fresh temporary folder: the valid base of __tests__/fixtures/content/valid with
 * the files of each named case laid over it (a case holds only the files it changes), minus the
 * files in `remove`. Returns the path of the data folder; its parent is the project folder.
 */
export function contentFixture(cases: readonly string[] = [], remove: readonly string[] = []): string {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "content-fixture-"))
  for (const name of ["valid", ...cases]) {
    fs.cpSync(path.join(fixtures, name), project, { recursive: true })
  }
  const dataDir = path.join(project, "data")
  for (const file of remove) fs.rmSync(path.join(dataDir, file))
  return dataDir
}

/** Deletes a tree made by contentFixture. */
export function removeContentFixture(dataDir: string) {
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
}
