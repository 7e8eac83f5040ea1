/**
 * `npm run bench:cards` (also the last step of `npm run bench`): what the share cards cost, written
 * as the "Share cards" section of bench/results.md.
 *
 * 1. The site's cards as the build makes them (src/postbuild/share-cards.ts, writeShareCards): from an
 *    empty cache (what they add to a cold build), again with every card cached (what they add to a
 *    rebuild), and after one page's title changes.
 * 2. 1,000 generated pages: the site's titles combined with Turkish city names, drawn from an empty
 *    cache, then again from the cache.
 *
 * Everything is written to a temporary folder; the checkout's public/ and .cache/ are not touched.
 * The benchmark holds the shared build lock (flock, when available), like `npm run bench`, so no
 * other build competes for the CPU. Environment: BUILD_LOCK (default /tmp/gatsby-build.lock).
 */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { ShareCard, WriteResult } from "../src/postbuild/share-cards"
import { contentTypes } from "../src/kinds"
import { resultsFile, writeResultsSection } from "./bench-results"

const root = path.join(__dirname, "..")
const lockFile = process.env.BUILD_LOCK ?? "/tmp/gatsby-build.lock"
const heading = "## Share cards"

const cities = [
  "İstanbul",
  "Ankara",
  "İzmir",
  "Bursa",
  "Antalya",
  "Konya",
  "Adana",
  "Şanlıurfa",
  "Gaziantep",
  "Kocaeli",
  "Mersin",
  "Diyarbakır",
  "Hatay",
  "Manisa",
  "Kayseri",
  "Samsun",
  "Balıkesir",
  "Kahramanmaraş",
  "Van",
  "Aydın",
  "Tekirdağ",
  "Sakarya",
  "Denizli",
  "Muğla",
  "Eskişehir",
  "Trabzon",
  "Ordu",
  "Malatya",
  "Erzurum",
  "Afyonkarahisar",
  "Sivas",
  "Tokat",
]

// The measurement runs in a child process holding the build lock (see the end of the file).
async function measure() {
  // Imported here so that loading fontkit, sharp and the WOFF2 decoder counts in the cold figure.
  const importStarted = performance.now()
  const cards = await import("../src/postbuild/share-cards")
  const importMs = performance.now() - importStarted
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cards-"))
  try {
    const options = {
      ...cards.projectCardOptions(contentTypes, root),
      outDir: path.join(work, "public"),
      cacheDir: path.join(work, "cache"),
    }

    // 1. The site's cards.
    const cold = await timed(() => cards.writeShareCards(options))
    const warm = await timed(() => cards.writeShareCards(options))
    const dataCopy = path.join(work, "data")
    fs.cpSync(options.dataDir, dataCopy, { recursive: true })
    const edited = path.join(dataCopy, "erp", "muhasebe-sistemi.yaml")
    fs.writeFileSync(edited, fs.readFileSync(edited, "utf8").replace(/^title: .*$/m, "title: Muhasebe ve Finans Sistemi"))
    const oneEdit = await timed(() => cards.writeShareCards({ ...options, dataDir: dataCopy }))
    const siteSizes = pngSizes(path.join(options.outDir, "og"))

    // 2. 1,000 generated pages.
    const { brand, cards: siteCards } = cards.readShareCards(contentTypes, options.dataDir)
    const pages = siteCards.filter((card) => card.label)
    const generated: ShareCard[] = []
    for (let i = 0; generated.length < 1000; i++) {
      const page = pages[i % pages.length]
      const city = cities[Math.floor(i / pages.length) % cities.length]
      generated.push({
        ...page,
        path: `/og/bench/${i}.png`,
        title: `${city} için ${page.title}`,
        source: `generated page ${i}`,
      })
    }
    const many = { ...options, outDir: path.join(work, "many"), cacheDir: path.join(work, "many-cache") }
    const manyCold = await timed(() => cards.writeCards(generated, brand, many))
    const manyWarm = await timed(() => cards.writeCards(generated, brand, many))
    const manySizes = pngSizes(path.join(many.outDir, "og"))
    return { importMs, cold, warm, oneEdit, siteSizes, manyCold, manyWarm, manySizes }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

interface Timed {
  cards: number
  drawn: number
  reused: number
  milliseconds: number
  /** CPU time of the process (every thread, sharp's included): steadier than wall time on a shared machine. */
  cpuMilliseconds: number
}

/** A run's counts with its wall and CPU time. */
async function timed(run: () => Promise<WriteResult>): Promise<Timed> {
  const cpu = process.cpuUsage()
  const result = await run()
  const used = process.cpuUsage(cpu)
  return {
    cards: result.cards.length,
    drawn: result.drawn,
    reused: result.reused,
    milliseconds: result.milliseconds,
    cpuMilliseconds: (used.user + used.system) / 1000,
  }
}

/** Sizes in bytes of the PNG files under `folder`, sorted. */
function pngSizes(folder: string): number[] {
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".png"))
    .map((name) => fs.statSync(path.join(folder, name)).size)
    .sort((a, b) => a - b)
}

type Figures = Awaited<ReturnType<typeof measure>>

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const s = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`)
const sizeRange = (sizes: number[]) =>
  `${kb(sizes[0])} / ${kb(sizes[Math.floor(sizes.length / 2)])} / ${kb(sizes[sizes.length - 1])}`
const perCard = (result: Timed) => `${(result.milliseconds / result.cards).toFixed(1)} ms`
const row = (name: string, result: Timed, showPerCard = true) =>
  `| ${name} | ${result.cards} | ${result.drawn} | ${result.reused} | ${s(result.milliseconds)} | ${s(result.cpuMilliseconds)} | ${showPerCard ? perCard(result) : ""} |`

function section(figures: Figures, load: { start: number; end: number }): string {
  const { importMs, cold, warm, oneEdit, siteSizes, manyCold, manyWarm, manySizes } = figures
  return [
    heading,
    "",
    `Measured ${new Date().toISOString()} with \`npm run bench:cards\`: Node ${process.version}, ${os.cpus().length} CPU, two cards drawn at a time. Machine load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end.`,
    "",
    "| Run | Cards | Drawn | From the cache | Wall time | CPU time | Wall time per card |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    row(
      `Site, empty cache: what the cards add to a cold build (plus ${s(importMs)} to load fontkit, sharp and the font decoder)`,
      cold,
    ),
    row("Site, every card cached: what they add to a rebuild", warm),
    row("Site, one page's title changed (`data/erp/muhasebe-sistemi.yaml`)", oneEdit, false),
    row("1,000 generated pages, empty cache", manyCold),
    row("1,000 generated pages, every card cached", manyWarm),
    "",
    `Card sizes (smallest / median / largest): the site's ${siteSizes.length} cards ${sizeRange(siteSizes)}, ${kb(siteSizes.reduce((a, b) => a + b, 0))} in all; the 1,000 generated ${sizeRange(manySizes)}. Budget: 120 KB a card. CPU time counts every thread of the process (sharp draws on several), so it can exceed the wall time; on a busy machine it is the steadier figure.`,
    "",
  ].join("\n")
}

/** Puts the section into bench/results.md, replacing an earlier one (it runs after `npm run bench` rewrote the file). */

async function main() {
  if (process.argv[2] === "--measure") {
    fs.writeFileSync(process.argv[3], JSON.stringify(await measure()))
    return
  }
  const loadAtStart = os.loadavg()[0]
  const figuresFile = path.join(os.tmpdir(), `bench-cards-${process.pid}.json`)
  const child = [path.join(root, "node_modules", ".bin", "tsx"), __filename, "--measure", figuresFile]
  const hasFlock = spawnSync("flock", ["--version"]).status === 0
  console.log(`Drawing share cards${hasFlock ? ` (holding ${lockFile})` : ""} ...`)
  const outcome = hasFlock
    ? spawnSync("flock", [lockFile, ...child], { stdio: "inherit" })
    : spawnSync(child[0], child.slice(1), { stdio: "inherit" })
  if (outcome.status !== 0) throw new Error("The share card benchmark failed.")
  const figures = JSON.parse(fs.readFileSync(figuresFile, "utf8")) as Figures
  fs.rmSync(figuresFile)
  const text = section(figures, { start: loadAtStart, end: os.loadavg()[0] })
  writeResultsSection(heading, text)
  console.log(`\n${text}\nWritten to ${path.relative(root, resultsFile)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
