import type { CreateElement } from "./decap-types"
import { parse } from "yaml"
import { addressWidget, collectionName, formatOf, settingsName, type CmsConfig } from "../content/cms-config"
import { addressControl } from "./address-field"
import { countedControl } from "./character-count"
import { turkishEditorComponents, type EditorComponent } from "./editor-components"
import { describeSchema } from "../content/schema-walk"
import { contentTypes, isMarkdown, type ContentType } from "../kinds"
import { fromCms, toCms } from "./cms-data"
import { ContentState, placesText, refusalText, type ContentSnapshot, type EditorProblem } from "./change-check"
import { pagePreview, previewStyle } from "./page-preview"
import { showProblems } from "./problem-panel"
import { saveRefusal } from "./save-check"
import { renderYaml, updateYaml } from "./yaml-round-trip"
import { dataToMarkdown, markdownToData } from "./markdown-format"
import { turkishDateTime } from "./turkish-date"
import { fillTokensInLists, withSearchWords } from "./list-text"
import { singularAfterNumbers } from "./list-count"
import { adminLowercase } from "./admin-lowercase"
import { imageFacts, mediaNamed } from "./uploaded-media"
import { mediaFolder } from "../content/schema/image"

/**
 * The site's additions to Decap CMS at /admin, bundled into /admin/cms.js by the build
 * (src/postbuild/admin-files.ts) and loaded after Decap's own bundle and the generated configuration:
 * - each content folder reads and writes YAML through `yaml-round-trip`, so saving one field
 *   changes only that field's lines and keeps comments, order and formatting;
 * - before a save, the file about to be written goes through the build's own check
 *   (check-file.ts): a save the build would refuse is refused here, with the build's words;
 * - field errors read "<field>: <the build's message>" instead of Decap's generic pattern text.
 */

interface ImmutableMap {
  get(key: string): unknown
  set(key: string, value: unknown): ImmutableMap
  toJS(): Record<string, unknown>
}

interface DecapCms {
  init(options: { config: CmsConfig }): void
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: Record<string, unknown>): string },
  ): void
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableMap }) => unknown }): void
  getLocale(name: string): Record<string, unknown> | undefined
  registerLocale(name: string, phrases: Record<string, unknown>): void
  getWidget(name: string): { control: unknown; preview: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getBackend(name: string): { init: (...args: unknown[]) => BackendImplementation } | undefined
  registerPreviewTemplate(name: string, component: unknown): void
  registerEditorComponent(component: EditorComponent): void
  registerPreviewStyle(style: string, options: { raw: boolean }): void
}

/** What the CMS uses of a Decap backend: its deletion of files and its reading of a media file, which every git host implements. */
interface BackendImplementation {
  deleteFiles?: (paths: string[], commitMessage: string) => Promise<unknown>
  getMediaFile?: (path: string) => Promise<{ file?: Blob }>
}

/** The backend Decap started (captured where it is created, in `checkDeletions`). */
let backend: BackendImplementation | undefined

declare global {
  interface Window {
    CMS: DecapCms
    h: CreateElement
    createClass: <T extends object>(spec: T & ThisType<T & { props: Record<string, unknown> }>) => unknown
  }
}

/** The key under which the file about to be written travels from the save check to the format. */
const fileKey = "__file"

const shapeOf = (type: ContentType) => describeSchema(type.schema, type.typeName)

function typeOfEntry(collection: unknown, path: unknown): ContentType | undefined {
  if (collection === "settings")
    return contentTypes.find((t) => t.file && typeof path === "string" && path.endsWith(`/${t.file}`))
  return contentTypes.find((t) => t.folder === collection)
}

function registerFormats(cms: DecapCms) {
  const formats = new Map<string, ContentType[]>()
  for (const type of contentTypes) formats.set(formatOf(type), [...(formats.get(formatOf(type)) ?? []), type])
  for (const [name, types] of formats) {
    if (isMarkdown(types[0])) {
      const shape = shapeOf(types[0])
      cms.registerCustomFormat(name, "md", {
        fromFile: (text) => withSearchWords(toCms(markdownToData(text), shape), content?.tokens()),
        toFile(data) {
          if (typeof data[fileKey] === "string") return data[fileKey]
          const clean = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("__")))
          return dataToMarkdown(fromCms(clean, shape) as Record<string, unknown>)
        },
      })
      continue
    }
    cms.registerCustomFormat(name, "yaml", {
      fromFile(text) {
        const data = (parse(text) ?? {}) as unknown
        // Files of the settings collection have no wrapped groups (cms-config.ts checks it).
        if (types.length !== 1) return data
        const entry = toCms(data, shapeOf(types[0]))
        return types[0].file ? entry : withSearchWords(entry, content?.tokens())
      },
      toFile(data) {
        if (typeof data[fileKey] === "string") return data[fileKey]
        const clean = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith("__")))
        return renderYaml((types.length === 1 ? fromCms(clean, shapeOf(types[0])) : clean) as Record<string, unknown>)
      },
    })
  }
}

/**
 * The house style the build wrote into /admin/house-style.json (from data/house-style.yaml), as
 * read; the save check takes only what it can use from it (usableHouseStyle), so an answer that is
 * missing or not the expected shape means fewer rules, never a failed save.
 */
let houseStyle: unknown

async function loadHouseStyle() {
  try {
    const response = await fetch("/admin/house-style.json", { cache: "no-cache" })
    houseStyle = response.ok ? ((await response.json()) as unknown) : undefined
  } catch {
    houseStyle = undefined
  }
}

/**
 * The content as the build last saw it (/admin/content.json), kept current with every save and deletion
 * made here: the whole check runs on it (change-check.ts). Without it (an old build), only the saved
 * file's own check runs.
 */
let content: ContentState | undefined

async function loadContent() {
  try {
    const response = await fetch("/admin/content.json", { cache: "no-cache" })
    content = response.ok ? new ContentState((await response.json()) as ContentSnapshot) : undefined
  } catch {
    content = undefined
  }
}

/** The save the check let through, remembered until Decap reports it written (postSave). */
let pendingSave: { name: string; text: string } | undefined

/**
 * Decap's date field is the browser's own date input, which orders day and month by the browser's
 * language, not the page's. Under it the chosen moment is written out in Turkish (gün.ay.yıl order,
 * 24 hours), so an editor whose browser is in English still reads the date as the site will show it.
 */
const turkishReading = (value: unknown) => {
  const reading = turkishDateTime(value)
  return reading ? `Sitede: ${reading} (Türkiye saati)` : ""
}

function registerTurkishDateField(cms: DecapCms) {
  const base = cms.getWidget("datetime")
  if (!base) return
  const h = window.h
  // A class component (Decap hands its controls a ref), drawn by Decap's own create-react-class.
  const control = window.createClass({
    render() {
      return h(
        "div",
        null,
        h(base.control, this.props),
        h("p", { className: "tarih-okunusu", "aria-live": "polite" }, turkishReading(this.props.value)),
      )
    },
  })
  cms.registerWidget("datetime", control, base.preview)
}

/** A new entry's address proposed from its title (address-field.ts), on Decap's own text box. */
function registerAddressField(cms: DecapCms) {
  const base = cms.getWidget("string")
  if (!base) return
  cms.registerWidget(addressWidget, addressControl(window.h, window.createClass, base.control), base.preview)
}

/** A counter under every text box whose length is limited (character-count.ts). */
function registerCharacterCounts(cms: DecapCms) {
  for (const name of ["string", "text"]) {
    const base = cms.getWidget(name)
    if (base) cms.registerWidget(name, countedControl(window.h, window.createClass, base.control), base.preview)
  }
}

/** Where Decap remembers the body editor's mode (Markdown text or visual) the editor last chose. */
const markdownModeKey = "cms.md-mode"

/**
 * Decap opens a Markdown field in the mode the editor last chose, and in the visual mode when none
 * was chosen, whatever the field's `modes` say first. The body's hint explains Markdown ("## Ara
 * başlık"), so until an editor picks the visual mode the body opens as Markdown text.
 */
function openBodiesAsMarkdown() {
  try {
    if (localStorage.getItem(markdownModeKey) === null) localStorage.setItem(markdownModeKey, "raw")
  } catch {
    // Storage blocked by the browser: Decap's own default applies.
  }
}

/** A save the check refused: Decap shows it as text, so it reads as the message alone, without "Error:". */
class SaveRefused extends Error {
  override toString() {
    return this.message
  }
}

/**
 * Writes the file the way the format will, then checks it as the build does. A check that cannot
 * run refuses the save with the reason: nothing is written that the check has not seen.
 */
async function checkBeforeSave(event: { entry: ImmutableMap }) {
  try {
    await measureUploadedImages(event.entry)
    return checkedEntry(event)
  } catch (error) {
    if (error instanceof SaveRefused) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new SaveRefused(
      `Kaydedilmedi: kayıttan önceki denetim çalışamadı (${reason}). Dosyaya hiçbir şey yazılmadı. ` +
        "Sayfayı yenileyip yeniden deneyin; sorun sürerse değişikliğinizi kopyalayıp teknik ekibe iletin.",
    )
  }
}

/**
 * Pictures the entry names that the build's list lacks (uploaded in this session) are measured, so the
 * check judges them as the build will: a new upload from the entry's own draft files (Decap keeps it in
 * the browser until the entry is published), one published earlier in the session from the backend. One
 * that cannot be read stays unverified: its name and alt text are checked here, its pixels by the build.
 */
async function measureUploadedImages(entry: ImmutableMap) {
  const state = content
  if (!state) return
  const unseen = mediaNamed((entry.get("data") as ImmutableMap).toJS()).filter((name) => !state.knowsMedia(name))
  if (unseen.length === 0) return
  const drafts = entry.get("mediaFiles") as { toJS(): unknown } | undefined
  const draftFiles = new Map(
    (Array.isArray(drafts?.toJS()) ? (drafts?.toJS() as { path?: unknown; file?: unknown }[]) : []).flatMap((media) =>
      typeof media.path === "string" && media.file instanceof Blob ? [[media.path, media.file] as const] : [],
    ),
  )
  for (const name of unseen) {
    const path = `${mediaFolder}/${name}`
    try {
      const draft = draftFiles.get(path) ?? [...draftFiles].find(([draftPath]) => draftPath.endsWith(`/${name}`))?.[1]
      const file = draft ?? (await backend?.getMediaFile?.(path))?.file
      if (file) state.addMedia(name, await imageFacts(file))
    } catch {
      // Not readable now: the build measures it.
    }
  }
}

function checkedEntry({ entry }: { entry: ImmutableMap }) {
  const collection = entry.get("collection")
  const path = entry.get("path")
  const type = typeOfEntry(collection, path)
  if (!type) return undefined
  const data = fromCms((entry.get("data") as ImmutableMap).toJS(), shapeOf(type))
  const raw = entry.get("raw")
  const previous = typeof raw === "string" && raw.trim() ? raw : undefined
  const markdown = isMarkdown(type)
  const text = markdown
    ? dataToMarkdown(data as Record<string, unknown>, previous)
    : previous
      ? updateYaml(previous, data as Record<string, unknown>)
      : renderYaml(data as Record<string, unknown>)
  const relative =
    typeof path === "string" && path.startsWith("data/")
      ? path.slice("data/".length)
      : `${type.folder}/${markdown ? "yeni-yazi.md" : "yeni-sayfa.yaml"}`
  if (content) {
    const problems = content.saveProblems(relative, text)
    if (problems.length > 0)
      refuse(
        problems,
        `Kaydedilmedi: ${problems.length} sorun var (derleme de aynı nedenle durur). Dosyaya hiçbir şey yazılmadı.`,
      )
    pendingSave = { name: relative, text }
  } else {
    const refusal = saveRefusal(relative, text, houseStyle)
    if (refusal) throw new SaveRefused(refusal)
  }

  return (entry.get("data") as ImmutableMap).set(fileKey, text)
}

/** Shows the problems where they stay until the editor closes them, and stops the save or deletion. */
function refuse(problems: readonly EditorProblem[], heading: string, asPlaces = false): never {
  showProblems(heading, problems, asPlaces)
  throw new SaveRefused(asPlaces ? placesText(heading, problems) : refusalText(heading, problems))
}

/** After a save, the kept copy of the content holds the file as written, under its real name. */
function rememberSave({ entry }: { entry: ImmutableMap }) {
  const path = entry.get("path")
  if (!content || !pendingSave) return
  const name = typeof path === "string" && path.startsWith("data/") ? path.slice("data/".length) : pendingSave.name
  content.saved(name, pendingSave.text)
  pendingSave = undefined
}

/**
 * Decap deletes an entry through its backend's `deleteFiles`, with no event before it: the backend the
 * configuration names is wrapped so that a deletion the build would refuse (a page other pages, the
 * menu or articles still link to) is refused first, naming every place that uses the entry.
 */
function checkDeletions(cms: DecapCms, backendName: string) {
  for (const name of new Set([backendName, "proxy"])) {
    const registered = cms.getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (...args: unknown[]) => {
      const implementation = init(...args)
      backend = implementation
      const deleteFiles = implementation.deleteFiles?.bind(implementation)
      if (!deleteFiles) return implementation
      implementation.deleteFiles = async (paths, commitMessage) => {
        const names = paths.filter((path) => /^data\/.+\.(ya?ml|md)$/.test(path)).map((path) => path.slice("data/".length))
        for (const file of names) {
          const problems = content?.deleteProblems(file) ?? []
          if (problems.length > 0)
            refuse(
              problems,
              "Silinmedi: bu girdi başka yerlerde kullanılıyor ve silinirse site derlenemez. Önce aşağıdaki yerlerden kaldırın ya da başka bir sayfaya yönlendirin, sonra yeniden silin:",
              true,
            )
        }
        const result = await deleteFiles(paths, commitMessage)
        for (const file of names) content?.deleted(file)
        return result
      }
      return implementation
    }
  }
}

/**
 * Under `npm run cms` the site is this develop server: the toolbar's "Sayfayı sitede aç" and the site link
 * in the header open its pages, where a saved change shows within seconds, not the live site's.
 */
function localSite(config: CmsConfig) {
  if (config.backend.name !== "proxy") return
  config.site_url = location.origin
  config.display_url = location.origin
}

/**
 * Decap lowercases a list's labels with toLowerCase ("1 ifade", "ifade ekle"), which turns Turkish "İ"
 * into "i" and a combining dot ("i̇fade"). Inside /admin only, "İ" lowercases to "i" as Turkish writes
 * it; no code name, tag or address contains "İ", so nothing else changes.
 */
function turkishCapitalIWhenLowercased() {
  const lowercase = String.prototype.toLowerCase
  String.prototype.toLowerCase = function (this: string) {
    return adminLowercase(String(this), lowercase)
  }
}

/** Field errors say "<field>: <rule>", the rule in the build's words, instead of Decap's generic text. */
function applyBuildMessages(cms: DecapCms) {
  const turkish = cms.getLocale("tr") as
    | {
        editor?: {
          editorControlPane?: { widget?: Record<string, string> }
          editorToolbar?: Record<string, string>
          editorWidgets?: { list?: Record<string, string>; markdown?: Record<string, string> }
        }
        ui?: { toast?: Record<string, string> }
      }
    | undefined
  const widget = turkish?.editor?.editorControlPane?.widget
  if (!turkish || !widget) return
  cms.registerLocale("tr", {
    ...turkish,
    editor: {
      ...turkish.editor,
      editorControlPane: {
        ...turkish.editor?.editorControlPane,
        widget: { ...widget, regexPattern: "%{fieldLabel}: %{pattern}" },
      },
      // "ifade ekle", not "ifade Ekle": the verb of a sentence-case button is written small.
      editorWidgets: {
        ...turkish.editor?.editorWidgets,
        list: { ...turkish.editor?.editorWidgets?.list, add: "%{item} ekle", addType: "%{item} ekle" },
        markdown: { ...turkish.editor?.editorWidgets?.markdown, richText: "Zengin metin", addComponent: "Blok ekle" },
      },
      // The toolbar's link to the entry's page (preview_path), in sentence case and saying where it goes.
      editorToolbar: { ...turkish.editor?.editorToolbar, deployButtonLabel: "Sayfayı sitede aç" },
    },
    // Decap's own words ("Girdi devam ettirilemedi", "Girdi silinemedi") would come before the check's report.
    ui: { ...turkish.ui, toast: { ...turkish.ui?.toast, onFailToPersist: "%{details}", onFailToDelete: "%{details}" } },
  })
  cms.registerLocale("tr", publishAsTdk(cms.getLocale("tr")) as Record<string, unknown>)
}

/**
 * One verb for publishing, as the Turkish Language Association writes it: "yayımla" (Decap's Turkish
 * mixes it with "yayınla", which means to broadcast). Every phrase of the locale, the nouns left alone.
 */
function publishAsTdk(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/([Yy])ayınla/g, "$1ayımla")
  if (Array.isArray(value)) return value.map(publishAsTdk)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, publishAsTdk(item)]))
  return value
}

/**
 * Decap writes a field's errors in capitals. The rules are Turkish sentences with examples
 * ("/erp/muhasebe-sistemi", lower-case only), which read as written only in their own letter case.
 * The class carries the label Decap gives the list (emotion appends it to the generated name).
 */
function showErrorsAsWritten() {
  const style = document.createElement("style")
  style.textContent =
    '[class*="-ControlErrorsList"] { text-transform: none !important; } ' +
    ".tarih-okunusu, .karakter-sayaci { margin: 6px 0 0; font-size: 14px; color: #475569; }"
  document.head.append(style)
}

const localHosts = ["localhost", "127.0.0.1", "[::1]"]

/** A Turkish note instead of a sign-in page that cannot work: no git host was configured. */
function showNotConfigured() {
  showNote(
    "İçerik yönetimi bu sitede henüz bağlı değil",
    "Bu site derlenirken bir git sunucusu (GitHub, GitLab veya Gitea) tanımlanmadı. İçerikleri kendi bilgisayarınızda " +
      "düzenlemek için proje klasöründe “npm run cms” komutunu çalıştırıp http://localhost:8000/admin adresini açın; " +
      "yayındaki sitede düzenlemeyi açmak için projedeki docs/cms.md belgesine bakın.",
  )
}

/** A short Turkish page in place of the CMS, for when it cannot start. */
function showNote(title: string, body: string) {
  const main = document.createElement("main")
  main.setAttribute("style", "max-width:40rem;margin:4rem auto;padding:0 1rem;font:16px/1.6 system-ui,sans-serif;color:#0f172a")
  const heading = document.createElement("h1")
  heading.textContent = title
  const text = document.createElement("p")
  text.textContent = body
  main.append(heading, text)
  document.body.append(main)
}

/** The configuration the build generated from the content schemas (see cms-config.ts). */
async function loadConfig(): Promise<CmsConfig> {
  const response = await fetch("/admin/config.yml", { cache: "no-cache" })
  if (!response.ok) throw new Error(`/admin/config.yml: ${response.status}`)
  // The icon names are one list that many fields refer to by alias.
  return parse(await response.text(), { maxAliasCount: -1 }) as CmsConfig
}

/** Every collection's preview pane: the entry's page and a link to it (page-preview.ts). */
function registerPreviews(cms: DecapCms) {
  const preview = pagePreview(window.h)
  for (const type of contentTypes) cms.registerPreviewTemplate(type.file ? settingsName(type) : collectionName(type), preview)
  cms.registerPreviewStyle(previewStyle, { raw: true })
}

async function start() {
  const cms = window.CMS
  const config = await loadConfig()
  if (config.backend.name === "proxy" && !localHosts.includes(location.hostname)) {
    showNotConfigured()
    return
  }
  await Promise.all([loadHouseStyle(), loadContent()])
  checkDeletions(cms, String(config.backend.name))
  openBodiesAsMarkdown()
  registerFormats(cms)
  registerTurkishDateField(cms)
  registerAddressField(cms)
  registerCharacterCounts(cms)
  for (const component of turkishEditorComponents(window.h)) cms.registerEditorComponent(component)
  applyBuildMessages(cms)
  showErrorsAsWritten()
  registerPreviews(cms)
  localSite(config)
  turkishCapitalIWhenLowercased()

  cms.registerEventListener({ name: "preSave", handler: checkBeforeSave })
  cms.registerEventListener({ name: "postSave", handler: rememberSave })
  cms.init({ config })
  fillTokensInLists(document.body, () => content?.tokens())
  singularAfterNumbers(document.body, config)
}

start().catch((error: Error) => {
  showNote(
    "İçerik yönetimi açılamadı",
    `Ayar dosyası okunamadı (${error.message}). Sayfayı yenileyin; sorun sürerse siteyi yeniden derleyin.`,
  )
})
