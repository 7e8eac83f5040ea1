/**
 * Rewrites text Decap shows, where Decap offers no hook for it (issue 47): each text node inside an
 * element that matches `scope`, now and whenever Decap renders it again. Never inside what the editor
 * types (a rich-text area), so only what the CMS itself writes changes.
 */
export function rewriteText(root: HTMLElement, scope: string, rewrite: (text: string) => string): MutationObserver {
  const rewriteNode = (node: Node) => {
    const text = node.nodeValue ?? ""
    const next = rewrite(text)
    // Only when it changes: the observer sees its own writes, and a second pass must be a no-op.
    if (next !== text) node.nodeValue = next
  }
  const inScope = (element: Element) => element.closest(scope) !== null && element.closest("[contenteditable]") === null
  const rewriteUnder = (element: Element) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement && inScope(node.parentElement)) rewriteNode(node)
  }
  const rewriteAdded = (node: Node) => {
    if (node instanceof Element) {
      if (inScope(node)) rewriteUnder(node)
      else node.querySelectorAll(scope).forEach(rewriteUnder)
    } else if (node.nodeType === Node.TEXT_NODE && node.parentElement && inScope(node.parentElement)) rewriteNode(node)
  }
  // Only what changed is read: an added subtree, or a text Decap wrote again (never the whole page).
  const observer = new MutationObserver((records) => {
    for (const record of records)
      if (record.type === "characterData") rewriteAdded(record.target)
      else record.addedNodes.forEach(rewriteAdded)
  })
  observer.observe(root, { childList: true, subtree: true, characterData: true })
  rewriteAdded(root)
  return observer
}
