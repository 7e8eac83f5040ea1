/**
 * Finds English in a message meant for editors (issue 21, point 4): the content check's report, the
 * CMS's field rules and its refusal of a save are Turkish. Used by the unit tests and the CMS's
 * browser test.
 */

/** Common English words of the old messages; none of them is a Turkish word. */
const englishWords = new Set(
  (
    "the of to a an and or is are be with without must should expected found did you mean write it characters " +
    "character field fields one page pages text list value values missing unknown file line hint such as quotes " +
    "item items allowed valid invalid check failed problem problems built address from use add its by this that " +
    "least at only which number nothing empty group link section sections no not in type types token tokens " +
    "exactly there here shown uses used name names key"
  ).split(" "),
)

/**
 * The English words of a message, leaving out what it quotes from the file or the schema: values in
 * quotes, field names in backticks, {tokens}, addresses, file paths and letter ranges (a-z), and the
 * field path that heads each problem of a report ("satır 4  hero.actions[0].href").
 */
export function englishIn(message: string): string[] {
  const prose = message
    .replace(/^(\s*)(satır \d+|dosyanın tamamı)\s+\S+$/gm, "$1$2")
    .replace(/^data\/\S+$/gm, "")
    .replace(/"[^"\n]*"|`[^`\n]*`|\{[A-Za-z]+\}/g, " ")
    .replace(/\b(https?|mailto|tel):\/*\S*|\S*\/\S*|\b[a-z]-[a-z]\b/g, " ")
  return (prose.match(/\p{L}+/gu) ?? []).filter((word) => englishWords.has(word.toLowerCase()))
}
