import localforage from "localforage"
import { isMap, Pair, parseDocument, Scalar } from "yaml"

/**
 * "İngilizce sürümünü oluştur" (issue 53): a new translation starts as its Turkish page, so the editor
 * replaces its texts field by field and keeps its figures, tokens, package names and links. Decap has no
 * way to open a new entry with another entry's data, so the draft goes where Decap keeps an entry's
 * unsaved work (its local backup, under "backup.<collection>" in localForage, the store Decap's own
 * bundle uses) and the new-entry page offers it; nothing is written to the site until the editor saves,
 * and the save check refuses a page still in Turkish.
 */

/** The Turkish file's text as its translation's first draft: its `counterpart` after the address, the address under `prefix`. */
export function translationDraft(text: string, counterpart: string, prefix: string): string {
  const document = parseDocument(text)
  const root = document.contents
  if (!isMap(root)) return text
  const slug = document.get("slug")
  if (typeof slug === "string") document.set("slug", slug === "/" ? prefix : `${prefix}${slug}`)
  const at = root.items.findIndex((pair) => String((pair.key as { value?: unknown } | null)?.value ?? pair.key) === "slug")
  root.items.splice(at + 1, 0, new Pair(new Scalar("counterpart"), new Scalar(counterpart)) as (typeof root.items)[number])
  return document.toString({ lineWidth: 0 })
}

/** Opens the new-entry page of `collection` with the draft offered to the editor (Decap asks first). */
export async function openTranslationDraft(draft: { collection: string; path: string; raw: string }) {
  await localforage.setItem(`backup.${draft.collection}`, { raw: draft.raw, path: draft.path, mediaFiles: [] })
  window.location.hash = `#/collections/${draft.collection}/new`
}
