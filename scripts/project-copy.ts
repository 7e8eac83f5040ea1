import fs from "fs"
import os from "os"
import path from "path"

/**
 * A copy of the project in the temporary folder with the files a build reads and node_modules linked,
 * not copied: for work that must not touch the checkout's public/, .cache/ or data/ (a build loop
 * beside the test suite, `npm run cms` in a test). The caller removes it.
 */
export function copyProject(root: string, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const name of [
    "package.json",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "tsconfig.json",
  ])
    fs.copyFileSync(path.join(root, name), path.join(dir, name))
  for (const name of ["src", "data", "static", "scripts"])
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}
