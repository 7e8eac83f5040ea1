import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { cacheKey as buildCacheKey, codeVersion, cachePath, writeEntry } from "../content/build-cache"
import { readSiteData } from "../content/read-site"
import { siteRoutes } from "../content/routes"
import { sourceFile } from "./images"
import { fillTokens } from "../content/tokens"
import { contentTokens } from "../content/content-tokens"
import { defaultLanguage, type TranslationCode } from "../content/languages"
import { shareCardFolder, shareCardPath, siteCardPath } from "./share-card-path"
import { cardSvg, photoOptions, pngOptions, rasterise, type CardBrand, type ShareCard } from "./share-card-drawing"
import { loadCardFonts, type CardFonts } from "./share-card-text"

export type { CardBrand, ShareCard } from "./share-card-drawing"
import type { ContentType } from "../content/kind"

/**
 * Share cards: a 1200×630 PNG per page for its Open Graph image (share-card-drawing.ts draws one),
 * read here from data/ and written into public/og/. A card is drawn only when its inputs change: its
 * title, section and badge, its cover's bytes, the brand, or what every card shares (the font's and the
 * logo's bytes, the renderer's version, the build's code version); see cardKey.
 */

// ---------------------------------------------------------------------------------------------
// Reading the cards from data/

const sameText = (a: string, b: string) => a.toLocaleLowerCase("tr") === b.toLocaleLowerCase("tr")

/** Every page's card (in data/ order) and the site card used by pages without a data file (the 404 page). */
export function readShareCards(kinds: readonly ContentType[], dataDir: string): { brand: CardBrand; cards: ShareCard[] } {
  const site = readSiteData(dataDir)
  const routes = siteRoutes(kinds, dataDir)
  // Each language's token values: an English page's card reads "over 15", not "15 yılı aşkın".
  const tokensByLanguage = new Map<string, ReturnType<typeof contentTokens>>()
  const tokensOf = (language = defaultLanguage) => {
    let values = tokensByLanguage.get(language)
    if (!values) tokensByLanguage.set(language, (values = contentTokens(kinds, dataDir, routes, language)))
    return values
  }
  const values = tokensOf()
  const brand = { name: site.brand, domain: new URL(site.siteUrl).host.replace(/^www\./, "") }
  const cards: ShareCard[] = [{ path: siteCardPath, title: fillTokens(site.slogan, values), source: "data/site.yaml" }]
  // One card per route of the site; its section is the one its kind (src/kinds/) names.
  for (const route of routes) {
    const values = tokensOf(route.language)
    const title = fillTokens(route.title, values)
    const label =
      route.section ?? (route.language && route.kind.sectionIn?.[route.language as TranslationCode]) ?? route.kind.section
    // What the kind shows besides title and section: a hero's badge, an article's cover (src/kinds/).
    const { badge: rawBadge, image: cover } = route.data ? (route.kind.card?.(route.data) ?? {}) : {}
    const badge = rawBadge ? fillTokens(rawBadge, values) : undefined
    cards.push({
      path: shareCardPath(route.slug),
      title,
      label,
      badge: badge && !sameText(badge, title) && !(label && sameText(badge, label)) ? badge : undefined,
      source: route.file ?? `data/${route.kind.folder}`,
      ...(cover && { image: sourceFile(cover, path.join(dataDir, "media")) }),
    })
  }
  const seen = new Map<string, string>()
  for (const card of cards) {
    const other = seen.get(card.path)
    if (other) throw new Error(`${card.source} and ${other} would share the card ${card.path}: give one another slug.`)
    seen.set(card.path, card.source)
  }
  return { brand, cards }
}

// ---------------------------------------------------------------------------------------------
// Cache and output

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex")

/**
 * Everything the cards share besides the code: the bytes of the font and the logo, the versions of
 * sharp, libvips and librsvg, and the PNG settings. A change to any of them redraws every card; a card's
 * own texts are added per card by cardKey, and the build's code version by the key itself.
 */
export function sharedCacheInputs(options: Pick<WriteOptions, "fontFile" | "logoFile">): string {
  const files = [options.fontFile, options.logoFile]
  return JSON.stringify({
    files: files.map((file) => sha256(fs.readFileSync(file))),
    renderer: sharp.versions,
    pngOptions,
    photoOptions,
  })
}

/**
 * The cache key of a card: its texts, its cover's bytes, the brand, the shared inputs and the code
 * version (src/content/build-cache.ts). The public path is not part of it.
 */
export function cardKey(card: ShareCard, brand: CardBrand, shared: string, code: string): string {
  const texts = { title: card.title, label: card.label ?? null, badge: card.badge ?? null }
  const image = card.image ? sha256(fs.readFileSync(card.image)) : null
  return buildCacheKey(code, JSON.stringify({ texts, brand, shared, ...(image && { image }) })).slice(0, 40)
}

export interface WriteOptions {
  /** The kinds whose pages get cards (src/kinds/index.ts). */
  kinds: readonly ContentType[]
  dataDir: string
  /** public/, where the cards go (under og/). */
  outDir: string
  /** Drawn cards by cache key (share-cards in the build's cache folder); entries no card uses any more are removed after a run. */
  cacheDir: string
  fontFile: string
  logoFile: string
  /** The build's code version (src/content/build-cache.ts): a change to any code redraws every card. */
  code: string
  /** Cards drawn at once; sharp uses several threads for each as well. */
  concurrency?: number
}

export interface WriteResult {
  cards: ShareCard[]
  drawn: number
  reused: number
  milliseconds: number
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++])
  })
  await Promise.all(workers)
}

/** Draws (or takes from the cache) one card per entry and copies it to outDir. */
export async function writeCards(
  cards: ShareCard[],
  brand: CardBrand,
  options: Omit<WriteOptions, "dataDir" | "kinds">,
): Promise<WriteResult> {
  const started = performance.now()
  const shared = sharedCacheInputs(options)
  // The font is unpacked and parsed only when a card has to be drawn.
  let assets: Promise<{ fonts: CardFonts; logo: string }> | undefined
  const loadAssets = () =>
    (assets ??= loadCardFonts(options.fontFile).then((fonts) => ({
      fonts,
      logo: fs.readFileSync(options.logoFile, "utf8"),
    })))
  fs.mkdirSync(options.cacheDir, { recursive: true })
  const used = new Set<string>()
  let drawn = 0
  await eachLimited(cards, options.concurrency ?? 2, async (card) => {
    const cached = path.join(options.cacheDir, `${cardKey(card, brand, shared, options.code)}.png`)
    used.add(path.basename(cached))
    if (!fs.existsSync(cached)) {
      const { fonts, logo } = await loadAssets()
      let svg: string
      try {
        svg = cardSvg(card, brand, fonts, logo).svg
      } catch (error) {
        throw new Error(`Share card of ${card.source}: ${(error as Error).message}`)
      }
      // Written under a temporary name first, so an interrupted build never leaves half a card.
      writeEntry(cached, await rasterise(svg, { photo: card.image !== undefined }))
      drawn++
    }
    const target = path.join(options.outDir, card.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
  })
  for (const name of fs.readdirSync(options.cacheDir))
    if (!used.has(name)) fs.rmSync(path.join(options.cacheDir, name), { force: true })
  return { cards, drawn, reused: cards.length - drawn, milliseconds: performance.now() - started }
}

/** Removes cards of pages that no longer exist from a previous build's og/ folder. */
function removeStaleCards(outDir: string, cards: ShareCard[]) {
  const folder = path.join(outDir, shareCardFolder)
  if (!fs.existsSync(folder)) return
  const current = new Set(cards.map((card) => path.join(outDir, card.path)))
  for (const name of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const file = path.join(folder, name)
    if (file.endsWith(".png") && !current.has(file)) fs.rmSync(file)
  }
}

/** Every page's card into outDir/og/, from data/; the build's one call. */
export async function writeShareCards(options: WriteOptions): Promise<WriteResult> {
  const { brand, cards } = readShareCards(options.kinds, options.dataDir)
  removeStaleCards(options.outDir, cards)
  return writeCards(cards, brand, options)
}

/** The project's paths for writeShareCards, from the project root. */
export function projectCardOptions(kinds: readonly ContentType[], root: string): WriteOptions {
  return {
    kinds,
    dataDir: path.join(root, "data"),
    outDir: path.join(root, "public"),
    cacheDir: cachePath(root, "share-cards"),
    fontFile: path.join(root, "static", "fonts", "inter-tr.woff2"),
    logoFile: path.join(root, "static", "favicon.svg"),
    code: codeVersion(root),
  }
}

/** One line for the build log. */
export function describeResult(result: WriteResult): string {
  return `Share cards: ${result.cards.length} in public/og (${result.drawn} drawn, ${result.reused} from the cache) in ${(result.milliseconds / 1000).toFixed(1)} s.`
}
