import fs from "fs"
import os from "os"
import path from "path"
import crypto from "crypto"
import { transferBytes } from "../../src/postbuild/precompress"
import {
  firstScreenEnd,
  keepsEverySymbol,
  laterIconFile,
  estimateMarginBytes,
  headerAllowanceBytes,
  roundTrips,
  splitIcons,
  symbolSheet,
  withIconSymbols,
  writeLaterIconFiles,
} from "../../src/postbuild/icon-split"

const iconUse = (name: string) => `<svg aria-hidden="true" width="20" height="20"><use href="#i-${name}"/></svg>`

/** The closed mobile menu, as Layout writes it after the footer. */
const closedMenu = `<nav id="mobil-menu" data-mobile-menu=""><a href="tel:1">${iconUse("phone")}</a><a href="mailto:a">${iconUse("mail")}</a></nav>`

/** A page body as the renderer writes it: header, a hero, sections, a footer and the closed mobile menu. */
const body = [
  `<header><a href="/">${iconUse("menu")}</a><button>Kurumsal${iconUse("chevron-down")}</button></header>`,
  `<main id="main"><section><h1>Başlık</h1><a href="/demo">Demo${iconUse("arrow-right")}</a></section>`,
  `<section><h2>Özellikler</h2><div>${iconUse("factory")}${iconUse("arrow-right")}</div>`,
  `<div data-island="contact-form">${iconUse("send")}</div></section></main>`,
  `<footer>${iconUse("map-pin")}${iconUse("phone")}</footer>`,
  closedMenu,
].join("")

describe("icons split between the page and its icon file", () => {
  const drawn = ["menu", "chevron-down", "phone", "mail", "arrow-right", "factory", "send", "map-pin", "x"]
  const split = splitIcons(body, drawn, ["x", "send"])

  it("keeps in the page the first screen's icons, outside the closed menu, and those a script or island draws", () => {
    expect(split.inline).toEqual(["arrow-right", "chevron-down", "menu", "send", "x"])
  })

  it("points every other icon at one file named by its content", () => {
    const file = laterIconFile(["factory", "mail", "map-pin", "phone"])
    expect(split.later).toBe(file.href)
    expect(file.href).toMatch(/^\/img\/icons-[0-9a-f]{10}\.svg$/)
    expect(split.html).toContain(`<use href="${file.href}#i-factory"/>`)
    expect(split.html.match(new RegExp(`${file.href}#i-phone`, "g"))).toHaveLength(2)
    // An icon of the first screen drawn again lower down keeps pointing at the page's symbol.
    expect(split.html.match(/<use href="#i-arrow-right"\/>/g)).toHaveLength(2)
    expect(split.html).toContain('<use href="#i-send"/>')
    expect(file.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="i-factory" viewBox="0 0 24 24">/)
  })

  it("leaves the closed menu's icons to the file on a page whose first screen runs to its end", () => {
    const short = `<header>${iconUse("menu")}</header><main><h1>Yalnız</h1></main>${closedMenu}`
    const split = splitIcons(short, ["menu", "phone", "mail"], [])
    expect(split.inline).toEqual(["menu"])
    expect(split.later).toBe(laterIconFile(["mail", "phone"]).href)
  })

  it("needs no file when the first screen draws every icon", () => {
    expect(splitIcons(`<main>${iconUse("menu")}</main>`, ["menu"], [])).toEqual({
      html: `<main>${iconUse("menu")}</main>`,
      inline: ["menu"],
      later: null,
    })
  })

  it("ends the first screen at <main>'s first section heading, or nowhere", () => {
    expect(body.slice(firstScreenEnd(body))).toMatch(/^<h2>Özellikler/)
    expect(firstScreenEnd("<main><h1>Yalnız</h1></main>")).toBe("<main><h1>Yalnız</h1></main>".length)
  })

  it("writes after the build each file the pages name, once, and refuses a page that names the wrong file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icon-split-"))
    try {
      expect(writeLaterIconFiles(dir, [split.html, split.html])).toEqual({ files: 1, written: 1 })
      expect(fs.readFileSync(path.join(dir, split.later ?? ""), "utf8")).toBe(
        laterIconFile(["factory", "mail", "map-pin", "phone"]).svg,
      )
      expect(writeLaterIconFiles(dir, [split.html])).toEqual({ files: 1, written: 0 })
      const wrong = split.html.replace(/#i-factory/g, "#i-house")
      expect(() => writeLaterIconFiles(dir, [wrong])).toThrow(/do not make that file: .*house/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the later icons kept in the page", () => {
  it("counts a new connection's round trips: ten 1,460-byte segments first, twice as many each trip after", () => {
    expect([1, 14600, 14601, 43800, 43801, 102200, 102201].map(roundTrips)).toEqual([1, 1, 2, 2, 3, 3, 4])
  })

  // Random hex whose Brotli copy is about `bytes` bytes (about one byte a random byte drawn).
  const noise = (bytes: number) => {
    let text = crypto.randomBytes(Math.round(bytes * 1.1)).toString("hex")
    while (transferBytes(text) > bytes) text = text.slice(Math.max(16, Math.round((transferBytes(text) - bytes) * 2)))
    return text
  }

  it("are kept when the page, its headers allowed for, arrives in as few round trips as with the file", () => {
    const room = 14600 - headerAllowanceBytes
    expect(keepsEverySymbol(noise(room * 0.8), noise(room * 0.7))).toBe(true)
    // Past the first window either way: the second trip carries twice as much.
    expect(keepsEverySymbol(noise(room * 1.6), noise(room * 1.1))).toBe(true)
    expect(keepsEverySymbol(noise(room * 1.1), noise(room * 0.9))).toBe(false)
    // Within the margin of the window's edge, the file is kept, since the estimate could be that far off.
    expect(keepsEverySymbol(noise(room - estimateMarginBytes / 2), noise(room - estimateMarginBytes))).toBe(false)
    expect(keepsEverySymbol(noise(room + estimateMarginBytes * 2), noise(room + estimateMarginBytes / 2))).toBe(false)
  })

  const drawn = ["menu", "chevron-down", "phone", "mail", "arrow-right", "factory", "send", "map-pin", "x"]

  it("go to the end of the body, the first screen's staying at its top, and the page names no file", () => {
    const html = withIconSymbols(body, drawn, ["x", "send"], "<title>Kısa</title>")
    expect(html).toBe(
      `${symbolSheet(["arrow-right", "chevron-down", "menu", "send", "x"])}${body}${symbolSheet(["factory", "mail", "map-pin", "phone"])}`,
    )
    expect(html).not.toContain("/img/icons-")
  })

  it("go to the file when keeping them would cost a round trip", () => {
    const split = splitIcons(body, drawn, ["x", "send"])
    const filed = `${symbolSheet(split.inline)}${split.html}`
    const kept = withIconSymbols(body, drawn, ["x", "send"], "")
    // A head that leaves the page with its file just room in the first window (in its Brotli copy, as sent),
    // and the page keeping its symbols none.
    const fits = (html: string) => transferBytes(html) + headerAllowanceBytes + estimateMarginBytes <= 14600
    let head = noise(14600)
    while (!fits(head + filed)) head = head.slice(64)
    expect(fits(head + kept)).toBe(false)
    expect(withIconSymbols(body, drawn, ["x", "send"], head)).toBe(filed)
  })
})
