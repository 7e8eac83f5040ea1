/**
 * Makes static/fonts/inter-tr.woff2: Inter (variable weight axis) cut down to the characters a
 * Turkish or English page needs, so one small self-hosted file covers every weight: `npm run build:font`.
 * The result is committed; run this again only to change the character set or the font.
 */
import fs from "fs"
import path from "path"
import { fileURLToPath } from "url"
import subsetFont from "subset-font"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const source = path.join(root, "node_modules", "inter-ui", "variable", "InterVariable.woff2")
const target = path.join(root, "static", "fonts", "inter-tr.woff2")

const basicLatin = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("")
const turkish = "ÇçĞğİıÖöŞşÜüÂâÎîÛû"
// The English pages' loanwords: café, communiqué, à la carte, naïve.
const english = "ÉéÈèÀàÁáÊêËëÏïÔôÑñ"
const punctuation = "\u00a0–—‘’‚“”„•…‹›«»·°±×÷©®™€₺§¹²³½¼¾′″→←↑↓✓"

const input = fs.readFileSync(source)
const output = await subsetFont(input, basicLatin + turkish + english + punctuation, {
  targetFormat: "woff2",
  // Keep the weight axis; drop the optical-size axis, which the site does not use.
  variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
})
fs.mkdirSync(path.dirname(target), { recursive: true })
fs.writeFileSync(target, output)
console.log(`${path.relative(root, target)}: ${output.length} bytes`)
