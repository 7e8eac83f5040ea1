import { LineCounter, parseDocument } from "yaml"
import { visibleTexts, type StyledFile } from "../../src/content/styled-texts"
import { articles } from "../../src/kinds/articles"
import { events } from "../../src/kinds/events"
import { pages } from "../../src/kinds/pages"
import { contentTypes } from "../../src/kinds"

const kindNamed = (typeName: string) => contentTypes.find((kind) => kind.typeName === typeName)

/**
 * Issue 48: which fields hold no visitor text is said by each kind (`notText` of its definition), not by
 * a list in the rules that names other kinds' fields.
 */
const styled = (typeName: string, data: Record<string, unknown>): StyledFile => {
  const counter = new LineCounter()
  return {
    file: "data/x.yaml",
    doc: parseDocument("{}", { lineCounter: counter }),
    counter,
    data,
    typeName,
    type: kindNamed(typeName),
  }
}
const fields = (file: StyledFile) => visibleTexts(file).map(({ keys }) => keys.join("."))

it("skips a kind's own non-text fields in its files only", () => {
  const data = { title: "Başlık", date: "2026-07-14T07:00:00+03:00", start: "2026-12-17T11:00:00+03:00", author: "selin" }
  expect(fields(styled(articles.typeName, data))).toEqual(["title", "start"])
  expect(fields(styled(events.typeName, data))).toEqual(["title", "date", "author"])
  expect(fields(styled(pages.typeName, data))).toEqual(["title", "date", "start", "author"])
})

it("skips the fields every kind shares, and keywords", () => {
  const data = { title: "Başlık", slug: "/erp", keywords: ["erp"], image: { src: "/media/a.jpg", alt: "Ofis" } }
  expect(fields(styled(pages.typeName, data))).toEqual(["title", "image.alt"])
})
