import { parse } from "yaml"
import { pageCollections, settingsFiles, type CmsConfig } from "../content/cms-config"
import { contentTypes } from "../kinds"
import { ContentState, type ContentSnapshot } from "./change-check"
import { applyBuildMessages, showErrorsAsWritten, turkishCapitalIWhenLowercased } from "./cms-wording"
import type { DecapCms } from "./decap-types"
import { turkishEditorComponents } from "./editor-components"
import { openBodiesAsMarkdown, registerAddressField, registerCharacterCounts, registerTurkishDateField } from "./field-widgets"
import { registerFormats } from "./file-formats"
import { singularAfterNumbers } from "./list-count"
import { fillTokensInLists } from "./list-text"
import { pagePreview, previewStyle } from "./page-preview"
import { saveChecks } from "./save-guard"
import { applyTranslationDraft } from "./translation-draft"

/**
 * The site's additions to Decap CMS at /admin, bundled into /admin/cms.js by the build
 * (src/postbuild/admin-files.ts) and loaded after Decap's own bundle and the generated configuration.
 * This module loads what the build wrote for the CMS and starts the additions, each in its module:
 * - each content folder reads and writes YAML through `yaml-round-trip`, so saving one field
 *   changes only that field's lines and keeps comments, order and formatting (file-formats.ts);
 * - before a save, the file about to be written goes through the build's own check
 *   (check-file.ts): a save the build would refuse is refused here, with the build's words
 *   (save-guard.ts);
 * - field errors read "<field>: <the build's message>" instead of Decap's generic pattern text
 *   (cms-wording.ts);
 * - the site's fields (field-widgets.ts), editor blocks (editor-components.ts) and previews
 *   (page-preview.ts).
 */

/**
 * The house style the build wrote into /admin/house-style.json (from data/house-style.yaml), as
 * read; the save check takes only what it can use from it (usableHouseStyle), so an answer that is
 * missing or not the expected shape means fewer rules, never a failed save.
 */
async function loadHouseStyle(): Promise<unknown> {
  try {
    const response = await fetch("/admin/house-style.json", { cache: "no-cache" })
    return response.ok ? ((await response.json()) as unknown) : undefined
  } catch {
    return undefined
  }
}

/**
 * The content as the build last saw it (/admin/content.json), kept current with every save and deletion
 * made here: the whole check runs on it (change-check.ts). Without it (an old build), only the saved
 * file's own check runs.
 */
async function loadContent(): Promise<ContentState | undefined> {
  try {
    const response = await fetch("/admin/content.json", { cache: "no-cache" })
    return response.ok ? new ContentState((await response.json()) as ContentSnapshot) : undefined
  } catch {
    return undefined
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

/** Every collection's preview pane: the entry's page and a link to it, and its other languages (page-preview.ts). */
function registerPreviews(cms: DecapCms, content: ContentState | undefined) {
  const preview = pagePreview(window.h, content)
  for (const { name } of [...settingsFiles(contentTypes), ...pageCollections(contentTypes)])
    cms.registerPreviewTemplate(name, preview)
  cms.registerPreviewStyle(previewStyle, { raw: true })
}

async function start() {
  const cms = window.CMS
  const config = await loadConfig()
  if (config.backend.name === "proxy" && !localHosts.includes(location.hostname)) {
    showNotConfigured()
    return
  }
  const [houseStyle, content] = await Promise.all([loadHouseStyle(), loadContent()])
  const checks = saveChecks(content, houseStyle)
  checks.checkDeletions(cms, String(config.backend.name))
  openBodiesAsMarkdown()
  registerFormats(cms, content)
  registerTurkishDateField(cms)
  registerAddressField(cms)
  registerCharacterCounts(cms)
  for (const component of turkishEditorComponents(window.h)) cms.registerEditorComponent(component)
  applyBuildMessages(cms)
  showErrorsAsWritten()
  registerPreviews(cms, content)
  localSite(config)
  applyTranslationDraft(config)
  turkishCapitalIWhenLowercased()

  cms.registerEventListener({ name: "preSave", handler: checks.checkBeforeSave })
  cms.registerEventListener({ name: "postSave", handler: checks.rememberSave })
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
