/**
 * A person's role as it reads after their name and a comma: in lower case, as Turkish writes a role
 * inside a sentence ("Selin Aksoy, mali çözümler danışmanı"), unless it starts with an abbreviation
 * ("ERP proje yöneticisi"). data/blog.yaml writes each role as it stands alone, with a capital.
 */
export function roleAfterComma(role: string): string {
  const first = role.split(/\s/)[0] ?? ""
  const letters = [...first].filter((c) => /\p{L}/u.test(c))
  const abbreviation =
    letters.length >= 2 && letters.every((c) => c === c.toLocaleUpperCase("tr") && c !== c.toLocaleLowerCase("tr"))
  return abbreviation ? role : role.charAt(0).toLocaleLowerCase("tr") + role.slice(1)
}
