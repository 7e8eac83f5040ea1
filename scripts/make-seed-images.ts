/**
 * Draws the seed images in data/media/: the about page's office picture and the covers of the seed
 * articles, as SVG illustrations in the brand's colours (src/theme.ts) rasterised by sharp into the
 * JPEG files an editor would upload. No photo, no text, nothing whose licence is in doubt: every
 * shape is drawn here. Run `npx tsx scripts/make-seed-images.ts` to draw them again; the outputs
 * are committed, and each must stay under 200 KB and at least as wide as its slot needs.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { colors } from "../src/theme"
import { minimumWidth, type ImageSlotName } from "../src/content/schema/image"

const out = path.join(__dirname, "..", "data", "media")
const c = colors
const amber = colors.focus
const sky = "#7fb3d5"

/** Background: a soft diagonal gradient with two blurred light discs, the brand's "yakamoz" glow. */
function backdrop(w: number, h: number, from: string, to: string, glow = "#ffffff") {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${w / 40}"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${w / 160}" stdDeviation="${w / 120}" flood-color="${c.night}" flood-opacity="0.22"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.82}" cy="${h * 0.18}" r="${h * 0.32}" fill="${glow}" opacity="0.16" filter="url(#blur)"/>
  <circle cx="${w * 0.12}" cy="${h * 0.9}" r="${h * 0.38}" fill="${glow}" opacity="0.12" filter="url(#blur)"/>`
}

/** Lines that stand for text on a document or screen (no letters). */
const lines = (x: number, y: number, widths: number[], gap: number, color: string, thick = 14) =>
  widths
    .map((lw, i) => `<rect x="${x}" y="${y + i * gap}" width="${lw}" height="${thick}" rx="${thick / 2}" fill="${color}"/>`)
    .join("")

const check = (x: number, y: number, s: number, color: string) =>
  `<path d="M${x - s * 0.5} ${y} l${s * 0.35} ${s * 0.35} l${s * 0.7} -${s * 0.75}" fill="none" stroke="${color}" stroke-width="${s * 0.18}" stroke-linecap="round" stroke-linejoin="round"/>`

const box = (x: number, y: number, w: number, h: number, fill: string, tape = c.primarySoft) =>
  `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}"/><rect x="${x + w * 0.42}" y="${y}" width="${w * 0.16}" height="${h * 0.45}" fill="${tape}" opacity="0.7"/></g>`

const person = (x: number, y: number, s: number, body: string, skin = "#f1c9a5") =>
  `<g><circle cx="${x}" cy="${y}" r="${s * 0.32}" fill="${skin}"/><path d="M${x - s * 0.55} ${y + s * 1.25} q0 -${s * 0.8} ${s * 0.55} -${s * 0.8} q${s * 0.55} 0 ${s * 0.55} ${s * 0.8} z" fill="${body}"/></g>`

const W = 1600
const H = 900

const art: Record<string, { slot: ImageSlotName; width: number; height: number; svg: string }> = {
  // Moving to e-Fatura: a paper invoice becomes a signed digital document on a screen.
  "e-fatura-gecis": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, c.primary, c.night)}
      <g transform="translate(230 190) rotate(-6)" filter="url(#shadow)">
        <rect width="380" height="500" rx="18" fill="#fdfbf6"/>
        <rect x="40" y="44" width="120" height="26" rx="13" fill="${c.primary}" opacity="0.5"/>
        ${lines(40, 120, [300, 260, 280, 200], 40, "#d5dde6")}
        <rect x="40" y="330" width="300" height="2" fill="#d5dde6"/>
        ${lines(40, 360, [180, 220], 40, "#d5dde6")}
        <rect x="220" y="430" width="120" height="30" rx="15" fill="${amber}" opacity="0.8"/>
      </g>
      <g fill="none" stroke="${sky}" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 34">
        <path d="M660 450 C 740 380, 820 380, 900 450"/>
      </g>
      <path d="M890 420 l40 30 l-44 26" fill="none" stroke="${sky}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
      <g transform="translate(960 170)" filter="url(#shadow)">
        <rect width="460" height="560" rx="28" fill="${c.surface}"/>
        <rect x="28" y="28" width="404" height="70" rx="14" fill="${c.primarySoft}"/>
        <circle cx="70" cy="63" r="18" fill="${c.primary}"/>
        ${lines(110, 56, [160], 0, c.primary)}
        ${lines(48, 140, [360, 300, 330, 250, 310], 44, c.line)}
        <circle cx="350" cy="440" r="70" fill="${c.accent}"/>
        ${check(350, 440, 70, "#fff")}
      </g>`,
  },
  // A warehouse stock count: shelves of boxes and a scanner's beam.
  "depo-stok-sayimi": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, c.accent, c.night)}
      <g filter="url(#shadow)">
        ${[0, 1, 2]
          .map(
            (row) => `<rect x="180" y="${250 + row * 200}" width="900" height="18" rx="6" fill="${c.primarySoft}" opacity="0.9"/>
            ${[0, 1, 2, 3, 4]
              .map((col) => {
                const hgt = [120, 90, 140, 110, 100][(col + row) % 5]
                const fill = [amber, "#d9a35f", "#c98b4b", "#e3b873", "#b9783f"][(col * 2 + row) % 5]
                return box(210 + col * 172, 250 + row * 200 - hgt, 140, hgt, fill)
              })
              .join("")}`,
          )
          .join("")}
        <rect x="170" y="110" width="20" height="560" rx="8" fill="${c.primarySoft}"/>
        <rect x="1070" y="110" width="20" height="560" rx="8" fill="${c.primarySoft}"/>
      </g>
      <g transform="translate(1180 300) rotate(-18)" filter="url(#shadow)">
        <rect width="150" height="250" rx="30" fill="${c.surface}"/>
        <rect x="22" y="26" width="106" height="90" rx="12" fill="${c.night}"/>
        ${lines(38, 44, [70, 50, 60], 22, sky, 10)}
        <rect x="35" y="140" width="80" height="80" rx="16" fill="${c.accent}"/>
      </g>
      <path d="M1190 330 L 930 410 L 930 480 Z" fill="#ff5a4f" opacity="0.35"/>
      <rect x="900" y="400" width="40" height="90" rx="6" fill="#ff5a4f" opacity="0.55"/>`,
  },
  // A restaurant's orders and bills: a table from above, a tablet with orders and a receipt.
  "restoran-siparis-hesap": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#8a4b2a", c.night, amber)}
      <circle cx="560" cy="470" r="330" fill="#f5efe6" filter="url(#shadow)"/>
      <circle cx="560" cy="470" r="150" fill="#fff"/>
      <circle cx="560" cy="470" r="110" fill="${c.accentSoft}"/>
      <circle cx="530" cy="450" r="34" fill="${c.accent}"/><circle cx="600" cy="500" r="26" fill="${amber}"/><circle cx="560" cy="400" r="20" fill="#c0504d"/>
      <rect x="330" y="330" width="14" height="280" rx="7" fill="#b8c2cc"/>
      <rect x="776" y="330" width="14" height="280" rx="7" fill="#b8c2cc"/>
      <circle cx="760" cy="230" r="58" fill="#fff"/><circle cx="760" cy="230" r="40" fill="#6b3f26"/>
      <g transform="translate(980 190) rotate(6)" filter="url(#shadow)">
        <rect width="400" height="290" rx="24" fill="${c.night}"/>
        <rect x="20" y="20" width="360" height="250" rx="12" fill="${c.surface}"/>
        ${[0, 1, 2]
          .map(
            (
              i,
            ) => `<rect x="40" y="${44 + i * 74}" width="320" height="58" rx="10" fill="${i === 1 ? c.accentSoft : c.primarySoft}"/>
              <circle cx="72" cy="${73 + i * 74}" r="14" fill="${i === 1 ? c.accent : c.primary}"/>
              ${lines(100, 66 + i * 74, [150], 0, i === 1 ? c.accent : c.primary, 12)}
              <rect x="300" y="${62 + i * 74}" width="40" height="22" rx="11" fill="${amber}"/>`,
          )
          .join("")}
      </g>
      <g transform="translate(1060 520) rotate(-4)" filter="url(#shadow)">
        <path d="M0 0 h220 v260 l-22 -14 l-22 14 l-22 -14 l-22 14 l-22 -14 l-22 14 l-22 -14 l-22 14 l-22 -14 l-22 14 z" fill="#fff"/>
        ${lines(26, 30, [150, 120, 160, 100], 34, "#cfd8e2", 10)}
        <rect x="26" y="190" width="168" height="4" fill="${c.night}" opacity="0.4"/>
        <rect x="120" y="206" width="74" height="16" rx="8" fill="${c.primary}"/>
      </g>`,
  },
  // From pre-accounting to ERP: a single ledger grows into connected modules.
  "on-muhasebeden-erpye": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, c.primary, "#062b45")}
      <g transform="translate(200 330)" filter="url(#shadow)">
        <rect width="250" height="300" rx="16" fill="${amber}"/>
        <rect x="20" y="0" width="16" height="300" fill="#c97f06"/>
        <rect x="60" y="50" width="160" height="200" rx="8" fill="#fff5e0"/>
        ${lines(80, 80, [120, 90, 110, 70], 38, "#e8c98a", 12)}
      </g>
      <path d="M500 480 C 600 480, 620 330, 720 330 M 500 480 C 600 480, 620 630, 720 630 M500 480 L 720 480" fill="none" stroke="${sky}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
      <g filter="url(#shadow)">
        ${[
          [760, 230, c.surface, c.primary],
          [1000, 230, c.accentSoft, c.accent],
          [1240, 230, c.surface, c.primary],
          [760, 430, c.accentSoft, c.accent],
          [1000, 430, c.primary, "#fff"],
          [1240, 430, c.accentSoft, c.accent],
          [760, 630, c.surface, c.primary],
          [1000, 630, c.accentSoft, c.accent],
          [1240, 630, c.surface, c.primary],
        ]
          .map(
            ([x, y, fill, ink]) =>
              `<rect x="${x}" y="${Number(y) - 70}" width="200" height="140" rx="22" fill="${fill}"/><circle cx="${Number(x) + 50}" cy="${Number(y) - 18}" r="20" fill="${ink}"/>${lines(Number(x) + 30, Number(y) + 22, [130, 90], 28, String(ink), 10)}`,
          )
          .join("")}
      </g>
      <g stroke="${sky}" stroke-width="6" opacity="0.7">
        <line x1="960" y1="230" x2="1000" y2="230"/><line x1="1200" y1="230" x2="1240" y2="230"/>
        <line x1="960" y1="430" x2="1000" y2="430"/><line x1="1200" y1="430" x2="1240" y2="430"/>
        <line x1="960" y1="630" x2="1000" y2="630"/><line x1="1200" y1="630" x2="1240" y2="630"/>
        <line x1="1100" y1="300" x2="1100" y2="360"/><line x1="1100" y1="500" x2="1100" y2="560"/>
      </g>`,
  },
  // Customer story: a neighbourhood restaurant (lokanta) with a steaming bowl under its awning.
  "basari-lokanta": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#b5532d", "#4a1f12", amber)}
      <g filter="url(#shadow)">
        <rect x="360" y="300" width="880" height="500" rx="20" fill="#fbf3e6"/>
        <path d="M330 300 h940 l-40 -120 h-860 z" fill="${c.accent}"/>
        ${[0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) => `<path d="M${330 + i * 117.5} 300 q58.75 70 117.5 0 z" fill="${i % 2 ? c.accent : "#fff"}"/>`)
          .join("")}
        <rect x="420" y="420" width="340" height="300" rx="14" fill="${c.night}" opacity="0.85"/>
        <rect x="840" y="420" width="320" height="380" rx="14" fill="#8a4b2a"/>
        <circle cx="1130" cy="620" r="12" fill="${amber}"/>
      </g>
      <path d="M470 600 h240 a120 100 0 0 1 -240 0 z" fill="#fff"/>
      <ellipse cx="590" cy="600" rx="120" ry="20" fill="${amber}"/>
      <g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.85">
        <path d="M540 560 q-20 -30 0 -60 q20 -30 0 -60"/><path d="M590 550 q-20 -30 0 -60 q20 -30 0 -60"/><path d="M640 560 q-20 -30 0 -60 q20 -30 0 -60"/>
      </g>
      <g transform="translate(1330 190)"><path d="M0 -60 L17 -18 L62 -18 L26 8 L39 52 L0 26 L-39 52 L-26 8 L-62 -18 L-17 -18 Z" fill="${amber}"/></g>`,
  },
  // Customer story: a wholesaler: pallets of goods and a delivery truck on its route.
  "basari-toptan": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#1d6fa3", c.night)}
      <path d="M120 760 C 500 640, 900 820, 1480 660" fill="none" stroke="${sky}" stroke-width="10" stroke-dasharray="30 26" opacity="0.6"/>
      <g filter="url(#shadow)">
        ${[0, 1]
          .map(
            (p) => `<rect x="${180 + p * 330}" y="640" width="280" height="30" rx="6" fill="#c98b4b"/>
            ${[0, 1, 2]
              .map((r) =>
                [0, 1]
                  .map((col) =>
                    box(190 + p * 330 + col * 132, 530 - r * 112, 126, 106, ["#e3b873", amber, "#d9a35f"][(r + col + p) % 3]),
                  )
                  .join(""),
              )
              .join("")}`,
          )
          .join("")}
      </g>
      <g transform="translate(930 400)" filter="url(#shadow)">
        <rect width="380" height="230" rx="18" fill="${c.surface}"/>
        <rect x="20" y="24" width="110" height="14" rx="7" fill="${c.line}"/>
        <rect x="20" y="24" width="340" height="180" rx="12" fill="${c.primarySoft}"/>
        <path d="M380 80 h120 l70 80 v70 h-190 z" fill="${c.accent}"/>
        <path d="M410 100 h80 l44 52 h-124 z" fill="${c.accentSoft}"/>
        <circle cx="90" cy="240" r="42" fill="${c.night}"/><circle cx="90" cy="240" r="18" fill="#b8c2cc"/>
        <circle cx="480" cy="240" r="42" fill="${c.night}"/><circle cx="480" cy="240" r="18" fill="#b8c2cc"/>
      </g>`,
  },
  // Customer story: a manufacturer: interlocking gears over a conveyor line.
  "basari-uretim": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#344e62", c.night)}
      ${[
        [520, 360, 190, amber, 12],
        [820, 300, 120, sky, 9],
        [760, 560, 95, c.accentSoft, 8],
      ]
        .map(([x, y, r, fill, teeth]) => {
          const n = Number(teeth)
          const rr = Number(r)
          const cogs = Array.from({ length: n }, (_, i) => {
            const a = (i / n) * 360
            return `<rect x="${-rr * 0.14}" y="${-rr - rr * 0.22}" width="${rr * 0.28}" height="${rr * 0.4}" rx="${rr * 0.05}" transform="rotate(${a})"/>`
          }).join("")
          return `<g transform="translate(${x} ${y})" fill="${fill}" filter="url(#shadow)">${cogs}<circle r="${rr}"/><circle r="${rr * 0.38}" fill="${c.night}"/></g>`
        })
        .join("")}
      <g filter="url(#shadow)">
        <rect x="160" y="690" width="1280" height="70" rx="35" fill="#1f3344"/>
        ${Array.from({ length: 12 }, (_, i) => `<circle cx="${205 + i * 108}" cy="725" r="22" fill="#5b7184"/>`).join("")}
        ${[0, 1, 2, 3].map((i) => box(1000 + i * 110 - 380, 600, 90, 90, [amber, "#e3b873", c.accentSoft, "#d9a35f"][i])).join("")}
        <rect x="1120" y="420" width="260" height="270" rx="20" fill="${c.primary}"/>
        <rect x="1150" y="450" width="200" height="110" rx="12" fill="${c.night}"/>
        <path d="M1170 530 l40 -30 l40 20 l40 -40 l40 20" fill="none" stroke="${sky}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
        <circle cx="1190" cy="610" r="18" fill="${c.accent}"/><circle cx="1250" cy="610" r="18" fill="${amber}"/>
      </g>`,
  },
  // News: a product release: a new window rising with sparkles.
  "haber-surum": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#12618f", "#0a1a2b", sky)}
      <g opacity="0.35" filter="url(#shadow)">
        <rect x="300" y="300" width="640" height="420" rx="24" fill="${c.primarySoft}"/>
      </g>
      <g transform="translate(520 170)" filter="url(#shadow)">
        <rect width="700" height="470" rx="26" fill="${c.surface}"/>
        <rect width="700" height="64" rx="26" fill="${c.primarySoft}"/><rect y="40" width="700" height="24" fill="${c.primarySoft}"/>
        <circle cx="40" cy="32" r="10" fill="#e26d5a"/><circle cx="72" cy="32" r="10" fill="${amber}"/><circle cx="104" cy="32" r="10" fill="${c.accent}"/>
        <rect x="36" y="100" width="180" height="330" rx="16" fill="${c.primarySoft}"/>
        ${lines(60, 130, [120, 90, 110, 80, 100], 52, c.primary, 14)}
        <rect x="250" y="100" width="410" height="190" rx="16" fill="${c.accentSoft}"/>
        <path d="M280 250 l80 -60 l70 40 l90 -80 l100 50" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
        <rect x="250" y="316" width="190" height="114" rx="16" fill="${c.primarySoft}"/>
        <rect x="470" y="316" width="190" height="114" rx="16" fill="${c.primary}"/>
      </g>
      <g transform="translate(1270 220)" fill="${amber}">
        <path d="M0 -70 C 8 -20, 20 -8, 70 0 C 20 8, 8 20, 0 70 C -8 20, -20 8, -70 0 C -20 -8, -8 -20, 0 -70 Z"/>
        <path transform="translate(-60 180) scale(0.45)" d="M0 -70 C 8 -20, 20 -8, 70 0 C 20 8, 8 20, 0 70 C -8 20, -20 8, -70 0 C -20 -8, -8 -20, 0 -70 Z" fill="#fff"/>
      </g>
      <path d="M870 800 v-120 m-50 50 l50 -50 l50 50" fill="none" stroke="${sky}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  // News: a trade fair: a booth with a screen, visitors and spotlights.
  "haber-fuar": {
    slot: "cover",
    width: W,
    height: H,
    svg: `${backdrop(W, H, "#2b3f8c", c.night, amber)}
      <path d="M430 0 L 260 900 L 620 900 Z" fill="#fff" opacity="0.06"/>
      <path d="M1170 0 L 980 900 L 1340 900 Z" fill="#fff" opacity="0.06"/>
      <g filter="url(#shadow)">
        <rect x="360" y="150" width="880" height="90" rx="16" fill="${c.accent}"/>
        <rect x="380" y="240" width="30" height="470" fill="#1f3344"/><rect x="1190" y="240" width="30" height="470" fill="#1f3344"/>
        <rect x="520" y="290" width="560" height="300" rx="20" fill="${c.night}"/>
        <rect x="545" y="315" width="510" height="250" rx="12" fill="${c.primarySoft}"/>
        <circle cx="800" cy="440" r="80" fill="${c.primary}"/>
        <path d="M780 400 l60 40 l-60 40 z" fill="#fff"/>
        <rect x="600" y="600" width="400" height="150" rx="14" fill="${c.surface}"/>
        <rect x="600" y="600" width="400" height="30" rx="14" fill="${amber}"/>
        <circle cx="640" cy="195" r="22" fill="#fff"/>${lines(680, 188, [260], 0, "#fff", 14)}
      </g>
      ${person(300, 610, 150, amber)}
      ${person(470, 660, 130, c.primarySoft, "#c68d63")}
      ${person(1310, 600, 160, sky, "#e6b38a")}
      ${person(1140, 670, 120, c.accentSoft)}`,
  },
  // The about page: the team's office by the sea (yakamoz: the sea's glow at night).
  "ofis-ekip": {
    slot: "band",
    width: 2000,
    height: 1000,
    svg: `${backdrop(2000, 1000, c.primarySoft, "#cfe1ee", "#ffffff")}
      <g filter="url(#shadow)">
        <rect x="1180" y="110" width="660" height="430" rx="24" fill="${c.night}"/>
        <rect x="1200" y="130" width="620" height="390" rx="14" fill="#12385a"/>
        <circle cx="1680" cy="230" r="46" fill="#f5e6b8"/>
        <path d="M1200 400 C 1320 370, 1440 430, 1560 400 S 1760 380, 1820 400 V520 H1200 Z" fill="${c.primary}"/>
        <path d="M1200 440 C 1330 420, 1460 470, 1590 440 S 1760 430, 1820 445 V520 H1200 Z" fill="${c.accent}" opacity="0.8"/>
        ${Array.from({ length: 14 }, (_, i) => `<circle cx="${1230 + ((i * 137) % 580)}" cy="${455 + ((i * 53) % 55)}" r="${4 + (i % 3) * 2}" fill="#9ff3e6" opacity="0.9"/>`).join("")}
        <rect x="1505" y="130" width="10" height="390" fill="${c.night}"/>
      </g>
      <rect x="0" y="760" width="2000" height="240" fill="#b8cbdb"/>
      <g filter="url(#shadow)">
        <rect x="220" y="640" width="1560" height="40" rx="14" fill="#e9d7bd"/>
        <rect x="280" y="680" width="24" height="200" fill="#a88a66"/><rect x="1696" y="680" width="24" height="200" fill="#a88a66"/>
        <rect x="360" y="430" width="330" height="210" rx="16" fill="${c.night}"/>
        <rect x="376" y="446" width="298" height="170" rx="8" fill="${c.primarySoft}"/>
        ${lines(400, 472, [200, 150, 230, 120], 34, c.primary, 14)}
        <rect x="505" y="640" width="40" height="0" fill="${c.night}"/>
        <rect x="1110" y="450" width="300" height="190" rx="16" fill="${c.night}"/>
        <rect x="1126" y="466" width="268" height="150" rx="8" fill="${c.accentSoft}"/>
        <path d="M1150 590 l60 -50 l50 30 l70 -70 l40 20" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
        <rect x="760" y="560" width="240" height="80" rx="10" fill="#fff"/>
        ${lines(780, 580, [150, 190], 26, c.line, 10)}
      </g>
      ${person(300, 470, 220, c.accent)}
      ${person(880, 420, 230, c.primary, "#c68d63")}
      ${person(1560, 470, 220, amber, "#e6b38a")}
      <g transform="translate(1880 780)">
        <rect x="-50" y="-10" width="100" height="110" rx="14" fill="#e9d7bd"/>
        <path d="M0 -10 C -80 -80, -60 -200, 0 -250 C 60 -200, 80 -80, 0 -10 Z" fill="${c.accent}"/>
        <path d="M0 -10 C -120 -40, -150 -140, -110 -190 C -50 -150, -20 -80, 0 -10 Z" fill="#15907f"/>
      </g>`,
  },
}

async function main() {
  fs.mkdirSync(out, { recursive: true })
  for (const [name, { slot, width, height, svg }] of Object.entries(art)) {
    if (width < minimumWidth(slot)) throw new Error(`${name}: ${width} px is narrower than the ${slot} slot needs`)
    const document = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`
    let quality = 88
    let data = await sharp(Buffer.from(document)).jpeg({ quality, mozjpeg: true }).toBuffer()
    while (data.length > 190 * 1024 && quality > 60) {
      quality -= 6
      data = await sharp(Buffer.from(document)).jpeg({ quality, mozjpeg: true }).toBuffer()
    }
    fs.writeFileSync(path.join(out, `${name}.jpg`), data)
    console.log(`data/media/${name}.jpg: ${width}×${height}, ${Math.round(data.length / 1024)} KB (quality ${quality})`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
