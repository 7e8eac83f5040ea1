import { mediaFolder } from "../content/schema/image"
import { placesText, refusalText, type ContentState, type EditorProblem } from "./change-check"
import { fromCms } from "./cms-data"
import type { BackendImplementation, DecapCms, ImmutableMap } from "./decap-types"
import { collectionOfEntry, fileKey, shapeOf } from "./file-formats"
import { isMarkdown } from "../kinds"
import { dataToMarkdown } from "./markdown-format"
import { showProblems } from "./problem-panel"
import { saveRefusal } from "./save-check"
import { imageFacts, mediaNamed } from "./uploaded-media"
import { renderYaml, updateYaml } from "./yaml-round-trip"

/**
 * Saves and deletions in the CMS, checked as the build checks: before a save, the file about to be
 * written goes through the build's own check (check-file.ts, on the whole content with
 * change-check.ts), and a deletion the build would refuse is refused first; the refusal reads in the
 * build's words, in the problem panel.
 */

/** A save the check refused: Decap shows it as text, so it reads as the message alone, without "Error:". */
class SaveRefused extends Error {
  override toString() {
    return this.message
  }
}

/** Shows the problems where they stay until the editor closes them, and stops the save or deletion. */
function refuse(problems: readonly EditorProblem[], heading: string, asPlaces = false): never {
  showProblems(heading, problems, asPlaces)
  throw new SaveRefused(asPlaces ? placesText(heading, problems) : refusalText(heading, problems))
}

/**
 * The checks, on `content`, the content as the build last saw it and kept current here (without it, an
 * old build, only the saved file's own check runs, with the house style `houseStyle`).
 */
export function saveChecks(content: ContentState | undefined, houseStyle: unknown) {
  /** The backend Decap started (captured where it is created, in `checkDeletions`). */
  let backend: BackendImplementation | undefined

  /** The save the check let through, remembered until Decap reports it written (postSave), with what its translations must follow. */
  let pendingSave: { name: string; text: string; translations: readonly EditorProblem[] } | undefined

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
    const kind = collectionOfEntry(collection, path)
    if (!kind) return undefined
    const { type, translation } = kind
    const data = fromCms((entry.get("data") as ImmutableMap).toJS(), shapeOf(kind))
    const raw = entry.get("raw")
    const previous = typeof raw === "string" && raw.trim() ? raw : undefined
    const markdown = isMarkdown(type)
    const text = markdown
      ? dataToMarkdown(data as Record<string, unknown>, previous)
      : previous
        ? updateYaml(previous, data as Record<string, unknown>)
        : renderYaml(data as Record<string, unknown>)
    // A new entry has no path yet: a translation's file takes its Turkish page's name.
    const counterpart = (data as { counterpart?: unknown }).counterpart
    const relative =
      typeof path === "string" && path.startsWith("data/")
        ? path.slice("data/".length)
        : translation
          ? `${translation.folder}/${type.folder}/${typeof counterpart === "string" && counterpart ? counterpart : "yeni-sayfa"}.yaml`
          : `${type.folder}/${markdown ? "yeni-yazi.md" : "yeni-sayfa.yaml"}`
    if (content) {
      const problems = content.saveProblems(relative, text)
      if (problems.length > 0)
        refuse(
          problems,
          `Kaydedilmedi: ${problems.length} sorun var (derleme de aynı nedenle durur). Dosyaya hiçbir şey yazılmadı.`,
        )
      pendingSave = { name: relative, text, translations: content.translationsToFollow(relative, text) }
    } else {
      const refusal = saveRefusal(relative, text, houseStyle)
      if (refusal) throw new SaveRefused(refusal)
    }

    return (entry.get("data") as ImmutableMap).set(fileKey, text)
  }

  /** After a save, the kept copy of the content holds the file as written, under its real name. */
  function rememberSave({ entry }: { entry: ImmutableMap }) {
    const path = entry.get("path")
    if (!content || !pendingSave) return
    const name = typeof path === "string" && path.startsWith("data/") ? path.slice("data/".length) : pendingSave.name
    content.saved(name, pendingSave.text)
    if (pendingSave.translations.length > 0)
      showProblems(
        "Kaydedildi. Bu sayfanın çevirisi artık onunla uyuşmuyor: site, çeviri de aynı değişikliği yapana kadar yayımlanmaz. Çeviride şunları güncelleyin:",
        pendingSave.translations,
        false,
      )
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

  return { checkDeletions, checkBeforeSave, rememberSave }
}
