import type { ContentRule } from "./rule"

/**
 * A file in a page folder whose ending its kind does not read (".yml" where pages are ".yaml")
 * would make no page, so no route list of the build or the tests would have it.
 */
export const fileEndings: ContentRule = ({ names, pageKinds, display }) =>
  names.flatMap((name) => {
    const [folder, file, ...deeper] = name.split("/")
    const kind = pageKinds.find((type) => type.folder === folder)
    if (!kind || file === undefined || deeper.length > 0 || kind.extensions.some((ending) => file.endsWith(ending))) return []
    return [
      {
        file: display(name),
        field: "",
        expected: `adı ${kind.extensions.join(" ya da ")} ile biten bir dosya (data/${kind.folder} klasöründen yalnızca bu dosyalar okunur)`,
        found: `"${file}"; bu dosyadan sayfa oluşturulmaz`,
        hint: `dosyanın adını "${file.replace(/\.[^.]+$/, kind.extensions[0])}" yapın`,
      },
    ]
  })
