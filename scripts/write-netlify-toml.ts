/**
 * Writes netlify.toml from src/postbuild/host-config.ts, the one source of the host files:
 * `npm run host-config`. (public/_headers, public/_nginx.conf and security.txt depend on the built
 * pages, so the build writes those.) A unit test fails while the committed file differs.
 */
import fs from "fs"
import path from "path"
import { contentTypes } from "../src/kinds"
import { renderNetlifyToml } from "../src/postbuild/host-config"

fs.writeFileSync(path.join(__dirname, "..", "netlify.toml"), renderNetlifyToml(contentTypes))
console.log("Wrote netlify.toml.")
