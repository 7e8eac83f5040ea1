/**
 * Writes netlify.toml and the form routes of the Netlify function (netlify/functions/leads.ts, between its
 * markers) from src/postbuild/host-config.ts, the one source of the host files: `npm run host-config`.
 * (public/_headers, public/_nginx.conf and security.txt depend on the built pages, so the build writes
 * those.) A unit test fails while a committed file differs.
 */
import fs from "fs"
import path from "path"
import { contentTypes } from "../src/kinds"
import { formPageRoutes, renderNetlifyToml, withFunctionRoutes } from "../src/postbuild/host-config"

const root = path.join(__dirname, "..")
const dataDir = path.join(root, "data")
fs.writeFileSync(path.join(root, "netlify.toml"), renderNetlifyToml(contentTypes, dataDir))
const functionFile = path.join(root, "netlify", "functions", "leads.ts")
const source = fs.readFileSync(functionFile, "utf8")
fs.writeFileSync(functionFile, withFunctionRoutes(source, formPageRoutes(contentTypes, dataDir)))
console.log("Wrote netlify.toml and the form routes of netlify/functions/leads.ts.")
