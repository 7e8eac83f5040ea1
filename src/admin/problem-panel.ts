import type { EditorProblem } from "./change-check"

/**
 * The CMS's refusal of a save or a deletion, shown where it stays until the editor closes it (Decap's
 * own notice disappears after a few seconds and joins the lines): one line per problem, the entry and
 * the field by their Turkish names, and a button that takes the editor to the field and marks it.
 */

const panelId = "denetim-sorunlari"
const markedClass = "denetim-isaretli"

const styles = `
#${panelId} { position: fixed; z-index: 10000; right: 16px; bottom: 16px; width: min(36rem, calc(100vw - 32px));
  max-height: 60vh; overflow: auto; background: #fff; color: #0f172a; border: 2px solid #b91c1c; border-radius: 8px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.25); font: 15px/1.5 system-ui, sans-serif; padding: 16px 20px; }
#${panelId} h2 { font-size: 16px; margin: 0 32px 8px 0; color: #991b1b; }
#${panelId} ul { margin: 0; padding-left: 20px; }
#${panelId} li { margin: 6px 0; }
#${panelId} .yer { font-weight: 600; }
#${panelId} button { font: inherit; cursor: pointer; }
#${panelId} .git { margin-left: 6px; color: #1d4ed8; background: none; border: 0; padding: 0; text-decoration: underline; }
#${panelId} .kapat { position: absolute; top: 10px; right: 12px; background: none; border: 0; font-size: 22px; line-height: 1; }
.${markedClass} { outline: 3px solid #b91c1c !important; outline-offset: 2px; }
`

function ensureStyles() {
  if (document.getElementById(`${panelId}-stil`)) return
  const style = document.createElement("style")
  style.id = `${panelId}-stil`
  style.textContent = styles
  document.head.append(style)
}

/** The editor's control of a top-level field, found by its label as Decap draws it. */
function controlOf(label: string): HTMLElement | undefined {
  const labels = Array.from(document.querySelectorAll("label"))
  const match = labels.find((element) => {
    const text = (element.textContent ?? "").trim()
    return text === label || text.startsWith(`${label} (`)
  })
  const target = match?.htmlFor ? document.getElementById(match.htmlFor) : undefined
  return target ?? match?.parentElement ?? undefined
}

function goTo(label: string) {
  for (const marked of Array.from(document.querySelectorAll(`.${markedClass}`))) marked.classList.remove(markedClass)
  const control = controlOf(label)
  if (!control) return
  control.classList.add(markedClass)
  control.scrollIntoView({ block: "center" })
  control.focus({ preventScroll: true })
}

export function showProblems(heading: string, problems: readonly EditorProblem[], asPlaces: boolean) {
  ensureStyles()
  document.getElementById(panelId)?.remove()
  const panel = document.createElement("section")
  panel.id = panelId
  panel.setAttribute("role", "alertdialog")
  panel.setAttribute("aria-labelledby", `${panelId}-baslik`)
  const title = document.createElement("h2")
  title.id = `${panelId}-baslik`
  title.textContent = heading
  const close = document.createElement("button")
  close.type = "button"
  close.className = "kapat"
  close.setAttribute("aria-label", "Kapat")
  close.textContent = "×"
  close.addEventListener("click", () => {
    panel.remove()
    for (const marked of Array.from(document.querySelectorAll(`.${markedClass}`))) marked.classList.remove(markedClass)
  })
  const list = document.createElement("ul")
  const seen = new Set<string>()
  for (const problem of problems) {
    const where = `${problem.entry}${problem.field ? ` › ${problem.field}` : ""}`
    const line = asPlaces ? where : `${where}: ${problem.message}`
    if (seen.has(line)) continue
    seen.add(line)
    const item = document.createElement("li")
    const place = document.createElement("span")
    place.className = "yer"
    place.textContent = asPlaces ? where : `${where}:`
    item.append(place)
    if (!asPlaces) item.append(` ${problem.message}`)
    const fieldLabel = problem.field.split(" › ")[0]
    // Only a field of the entry open in the editor can be reached from here.
    if (!asPlaces && fieldLabel && controlOf(fieldLabel)) {
      const go = document.createElement("button")
      go.type = "button"
      go.className = "git"
      go.textContent = "Alana git"
      go.addEventListener("click", () => goTo(fieldLabel))
      item.append(go)
    }
    list.append(item)
  }
  panel.append(title, close, list)
  document.body.append(panel)
  const first = problems.find((problem) => problem.field)
  if (!asPlaces && first) {
    const label = first.field.split(" › ")[0]
    const control = controlOf(label)
    control?.classList.add(markedClass)
  }
  close.focus()
}
