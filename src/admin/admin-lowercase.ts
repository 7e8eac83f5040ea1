/**
 * How /admin lowercases (Decap's list labels, "1 ifade", "ifade ekle"): a capital "İ" becomes "i" as
 * Turkish writes it, not "i" and a combining dot ("i̇fade"); the rest as `lowercase` does. cms-wording.ts makes
 * it String's toLowerCase inside /admin; list-count.ts reads the labels as Decap will have written them.
 */
const defaultLowercase = String.prototype.toLowerCase

export function adminLowercase(text: string, lowercase: (this: string) => string = defaultLowercase): string {
  return lowercase.call(text.includes("İ") ? text.replace(/İ/g, "i") : text)
}
