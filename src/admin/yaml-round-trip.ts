import { Document, isMap, isScalar, isSeq, parse, parseDocument, stringify, visit, type Node, type Pair, type Scalar } from "yaml"

/**
 * Writes changed content back into the YAML text it was read from, touching only what changed.
 * Decap CMS would rewrite the whole file (dropping comments, re-folding every paragraph and
 * turning one-line `{ label: ..., href: ... }` items into blocks); this edits the original text
 * instead: a changed value is replaced where it stands, in its own style (plain, quoted or a
 * folded `>-` paragraph), a removed key or list item loses its lines, a new one is inserted in the
 * style of its neighbours, and everything else stays byte for byte. Comments, key order, blank
 * lines and quoting are kept. If the edited text would not read back as exactly `next`, the file
 * is written fresh from `next` instead, so the result is always right.
 */

type Plain = Record<string, unknown>
interface Edit {
  start: number
  end: number
  text: string
}

/** Paragraphs are folded at this width, like the hand-written files. */
const foldWidth = 100
/** Prettier's print width for this project: a one-line value may run up to it. */
const lineLimit = 130

const isObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value)

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]))
  }
  return false
}

/** Marks long texts as folded paragraphs, as the content files write them. */
function styleDocument(doc: Document, indent: number) {
  visit(doc, {
    Scalar(key, node) {
      if (key === "key" || typeof node.value !== "string") return
      if (node.value.length > foldWidth - indent - 20 && foldable(node.value)) node.type = "BLOCK_FOLDED"
    },
  })
}

/** A value as YAML lines, indented by `indent` spaces from the second line on. */
function renderBlock(value: unknown, indent: number, flow = false): string {
  const doc = new Document(value)
  if (flow) {
    visit(doc, {
      Map: (_, node) => void (node.flow = true),
      Seq: (_, node) => void (node.flow = true),
    })
    return doc.toString({ lineWidth: 0, flowCollectionPadding: true }).trimEnd()
  }
  styleDocument(doc, indent)
  const text = doc.toString({ lineWidth: foldWidth - indent, minContentWidth: 20 }).trimEnd()
  return text
    .split("\n")
    .map((line, i) => (i === 0 || line === "" ? line : " ".repeat(indent) + line))
    .join("\n")
}

/** `key: value` lines (without the leading indent of the first line). */
function renderPair(key: string, value: unknown, indent: number): string {
  return renderBlock({ [key]: value }, indent)
}

/** A text that can be written as a folded paragraph and read back unchanged. */
const foldable = (text: string) => text.length > 0 && !/[\n\t]| {2}|^ | $/.test(text)

function foldLines(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  lines.push(line)
  return lines
}

/** One scalar on one line, in the given style if that style can hold it. */
function inlineScalar(value: unknown, type: Scalar.Type | undefined, inFlow: boolean): string {
  if (typeof value !== "string") return String(value)
  const defaultStringType = type === "QUOTE_DOUBLE" || type === "QUOTE_SINGLE" ? type : "PLAIN"
  if (!inFlow) return stringify(value, { lineWidth: 0, defaultStringType }).trimEnd()
  const doc = new Document([value])
  if (isSeq(doc.contents)) doc.contents.flow = true
  const list = doc.toString({ lineWidth: 0, flowCollectionPadding: false, defaultStringType }).trim()
  return list.slice(1, -1)
}

class Editor {
  readonly edits: Edit[] = []
  constructor(private readonly source: string) {}

  lineStart(pos: number) {
    return this.source.lastIndexOf("\n", pos - 1) + 1
  }
  lineEnd(pos: number) {
    const newline = this.source.indexOf("\n", pos)
    return newline === -1 ? this.source.length : newline + 1
  }
  column(pos: number) {
    return pos - this.lineStart(pos)
  }
  /** Only spaces between the start of the line and `pos`. */
  startsLine(pos: number) {
    return this.source.slice(this.lineStart(pos), pos).trim() === ""
  }
  /** The end of the lines a node occupies (after its newline). */
  endOf(node: Node) {
    const [, valueEnd] = node.range as [number, number, number]
    return this.lineEnd(Math.max(valueEnd - 1, 0))
  }

  replace(start: number, end: number, text: string) {
    this.edits.push({ start, end, text })
  }

  /**
   * Edits `node` from `old` to `next`. Returns false when it cannot be done in place (the kind of
   * value changed, or a one-line collection changed shape); the caller then rewrites the whole entry.
   */
  edit(node: Node | null, old: unknown, next: unknown, inFlow: boolean): boolean {
    if (deepEqual(old, next)) return true
    if (!node) return false
    if (isScalar(node))
      return !isObject(next) && !Array.isArray(next) && next !== undefined && next !== null && this.scalar(node, next, inFlow)
    if (isMap(node) && isObject(old) && isObject(next)) {
      if (typeof old.type === "string" && old.type !== next.type) return false
      return node.flow || inFlow ? this.flowMap(node.items as Pair[], old, next) : this.blockMap(node.items as Pair[], old, next)
    }
    if (isSeq(node) && Array.isArray(old) && Array.isArray(next)) {
      if (node.flow || inFlow) {
        if (old.length !== next.length) return false
        return (node.items as Node[]).every((item, i) => this.edit(item, old[i], next[i], true))
      }
      return this.blockSeq(node.items as Node[], old, next)
    }
    return false
  }

  scalar(node: Scalar, next: unknown, inFlow: boolean): boolean {
    const [start, valueEnd] = node.range as [number, number, number]
    const block = node.type === "BLOCK_FOLDED" || node.type === "BLOCK_LITERAL"
    const text = typeof next === "string" ? next : undefined
    if (block && !inFlow) {
      if (text === undefined || !foldable(text)) return false
      const header = this.source.slice(start, this.lineEnd(start)).trimEnd()
      const indent = this.column(this.source.slice(this.lineEnd(start), valueEnd).search(/\S/) + this.lineEnd(start))
      const lines = foldLines(text, Math.max(foldWidth - indent, 40))
      this.replace(start, valueEnd, `${header.replace(/^\|/, ">")}\n${lines.map((l) => " ".repeat(indent) + l).join("\n")}\n`)
      return true
    }
    const inline = inlineScalar(next, node.type, inFlow)
    const trailing = this.source.slice(valueEnd, this.lineEnd(valueEnd)).trim()
    const tooLong = this.column(start) + inline.length > lineLimit
    if (!inFlow && tooLong && text !== undefined && foldable(text) && trailing === "") {
      const indent = this.ownerIndent(start) + 2
      const lines = foldLines(text, Math.max(foldWidth - indent, 40))
      this.replace(start, valueEnd, `>-\n${lines.map((l) => " ".repeat(indent) + l).join("\n")}`)
      return true
    }
    this.replace(start, valueEnd, inline)
    return true
  }

  /** The column of the key or list dash a value at `pos` belongs to. */
  ownerIndent(pos: number) {
    const line = this.source.slice(this.lineStart(pos), pos)
    return line.length - line.trimStart().length
  }

  flowMap(pairs: Pair[], old: Plain, next: Plain): boolean {
    const keys = pairs.map((p) => String((p.key as Scalar).value))
    if (keys.length !== Object.keys(next).length || !keys.every((k) => k in next)) return false
    return pairs.every((pair, i) => this.edit(pair.value as Node, old[keys[i]], next[keys[i]], true))
  }

  blockMap(pairs: Pair[], old: Plain, next: Plain): boolean {
    if (pairs.length === 0) return false
    const keyNode = (pair: Pair) => pair.key as Scalar
    const keys = pairs.map((p) => String(keyNode(p).value))
    const firstKey = keyNode(pairs[0]).range?.[0] as number
    const inline = !this.startsLine(firstKey)
    const indent = this.column(firstKey)
    const ends = pairs.map((pair) => this.endOf((pair.value as Node | null) ?? keyNode(pair)))
    const regionStart = (i: number) => (i > 0 ? ends[i - 1] : inline ? firstKey : this.lineStart(firstKey))

    // Keys that stay: edit their values in place, or rewrite the whole `key: value` entry.
    const removed = new Set<number>()
    pairs.forEach((pair, i) => {
      const key = keys[i]
      if (!(key in next)) {
        removed.add(i)
        return
      }
      if (!this.edit(pair.value as Node | null, old[key], next[key], false)) {
        const start = keyNode(pair).range?.[0] as number
        this.dropEditsWithin(start, ends[i])
        this.replace(start, ends[i], `${renderPair(key, next[key], indent)}\n`)
      }
    })
    if (removed.size === pairs.length) return false
    for (const i of removed) {
      // The first entry of a list item ("- key: ...") keeps the dash: the next key takes its place.
      if (i === 0 && inline) this.replace(firstKey, keyNode(pairs[1]).range?.[0] as number, "")
      else this.replace(regionStart(i), ends[i], "")
    }

    // New keys go after the key that precedes them in `next`, so a field lands where the schema puts it,
    // with a blank line before it when the entries of this group are spaced out that way.
    const spaced = this.spacedOut(pairs.length, regionStart)
    const order = Object.keys(next)
    order.forEach((key, k) => {
      if (keys.includes(key)) return
      const before = order
        .slice(0, k)
        .reverse()
        .find((candidate) => keys.includes(candidate) && !removed.has(keys.indexOf(candidate)))
      const text = renderPair(key, next[key], indent)
      if (before === undefined) {
        if (inline) this.replace(firstKey, firstKey, `${text}\n${" ".repeat(indent)}`)
        else
          this.replace(this.lineStart(firstKey), this.lineStart(firstKey), `${" ".repeat(indent)}${text}\n${spaced ? "\n" : ""}`)
      } else
        this.replace(
          ends[keys.indexOf(before)],
          ends[keys.indexOf(before)],
          `${spaced ? "\n" : ""}${" ".repeat(indent)}${text}\n`,
        )
    })
    return true
  }

  blockSeq(items: Node[], old: unknown[], next: unknown[]): boolean {
    if (items.length === 0) return false
    const dashes = items.map((item) => this.source.lastIndexOf("-", (item.range as number[])[0]))
    const indent = this.column(dashes[0])
    if (!this.startsLine(dashes[0])) return false
    const ends = items.map((item) => this.endOf(item))
    const regionStart = (i: number) => (i > 0 ? ends[i - 1] : this.lineStart(dashes[0]))
    const chunk = (i: number) => this.source.slice(regionStart(i), ends[i])
    const flowStyle = items.some((item) => (isMap(item) || isSeq(item)) && item.flow)

    // Align old and new items on the ones that did not change (longest common subsequence).
    const n = old.length
    const m = next.length
    const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        table[i][j] = deepEqual(old[i], next[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1])
    const pairs: [number, number][] = []
    for (let i = 0, j = 0; i < n && j < m;) {
      if (deepEqual(old[i], next[j])) {
        pairs.push([i, j])
        i++
        j++
      } else if (table[i + 1][j] >= table[i][j + 1]) i++
      else j++
    }
    pairs.push([n, m])

    const deleted: number[] = []
    const inserted: { j: number; at: number }[] = []
    let oi = 0
    let nj = 0
    for (const [ai, aj] of pairs) {
      const oldGap = ai - oi
      const newGap = aj - nj
      for (let k = 0; k < Math.min(oldGap, newGap); k++) {
        const i = oi + k
        if (!this.edit(items[i], old[i], next[nj + k], false)) {
          this.dropEditsWithin(dashes[i], ends[i])
          this.replace(dashes[i], ends[i], `${this.renderItem(next[nj + k], indent, flowStyle)}\n`)
        }
      }
      for (let k = Math.min(oldGap, newGap); k < oldGap; k++) deleted.push(oi + k)
      const at = oi + Math.min(oldGap, newGap) > 0 ? ends[oi + Math.min(oldGap, newGap) - 1] : regionStart(0)
      for (let k = Math.min(oldGap, newGap); k < newGap; k++) inserted.push({ j: nj + k, at })
      oi = ai + 1
      nj = aj + 1
    }
    if (deleted.length === n && inserted.length === 0) return false
    const reused = new Set<number>()
    const spaced = this.spacedOut(items.length, regionStart)
    const first = regionStart(0)
    for (const { j, at } of inserted) {
      // A moved item keeps its own text: comments, quoting and line breaks move with it.
      const same = deleted.find((i) => !reused.has(i) && deepEqual(old[i], next[j]))
      let text: string
      if (same !== undefined) {
        reused.add(same)
        text = chunk(same).replace(/^\n+/, "")
      } else text = `${" ".repeat(indent)}${this.renderItem(next[j], indent, flowStyle)}\n`
      this.replace(at, at, spaced ? (at === first ? `${text}\n` : `\n${text}`) : text)
    }
    for (const i of deleted) this.replace(regionStart(i), ends[i], "")
    return true
  }

  /** Whether the entries of a collection are separated by blank lines (most of them are). */
  spacedOut(count: number, regionStart: (i: number) => number) {
    if (count < 2) return false
    let blank = 0
    for (let i = 1; i < count; i++) if (this.source.slice(regionStart(i)).startsWith("\n")) blank++
    return blank * 2 >= count - 1
  }

  renderItem(value: unknown, indent: number, flow: boolean) {
    if (flow && (isObject(value) || Array.isArray(value))) return `- ${renderBlock(value, indent + 2, true)}`
    return renderBlock([value], indent)
  }

  /** Forgets edits inside a range that is being rewritten as a whole. */
  dropEditsWithin(start: number, end: number) {
    for (let i = this.edits.length - 1; i >= 0; i--) {
      const e = this.edits[i]
      if (e.start >= start && e.end <= end) this.edits.splice(i, 1)
    }
  }

  apply(): string {
    const edits = this.edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.start - b.start || a.end - b.end || a.i - b.i)
    let out = ""
    let pos = 0
    for (const e of edits) {
      if (e.start < pos) throw new Error("Overlapping YAML edits")
      out += this.source.slice(pos, e.start) + e.text
      pos = e.end
    }
    return out + this.source.slice(pos)
  }
}

/** A whole file written fresh from data, in the style of the content files. */
export function renderYaml(data: Plain): string {
  return `${renderBlock(data, 0)}\n`
}

export function updateYaml(source: string, next: Plain): string {
  if (!source.trim()) return renderYaml(next)
  const doc = parseDocument(source)
  if (doc.errors.length > 0 || !isMap(doc.contents)) return renderYaml(next)
  const editor = new Editor(source)
  let text: string
  try {
    text = editor.edit(doc.contents, doc.toJS(), next, false) ? editor.apply() : renderYaml(next)
  } catch {
    return renderYaml(next)
  }
  // The safety net: the edited text must read back as exactly the data the editor saved.
  try {
    if (deepEqual(parse(text), next)) return text
  } catch {
    // fall through to a fresh file
  }
  return renderYaml(next)
}
