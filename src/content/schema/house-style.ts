import { z } from "zod"
import { paragraph, text } from "./common"
import { field } from "./meta"
import { translations } from "../languages"

/**
 * The house style (data/house-style.yaml): one spelling for words the site writes in several ways,
 * the names a sentence-case heading keeps capitalised, and the absolute words ("kesintisiz",
 * "%100") a text may use only where an editor has checked the claim. The content check
 * (src/content/house-style.ts, src/content/absolute-claims.ts) enforces it on every file.
 */
const spelling = field(
  z
    .array(
      z
        .strictObject({
          /** The form to write, as the hint shows it: "veri tabanı". */
          write: field(text, "Doğru yazım", "Önerilen biçim, örneğin “veri tabanı”."),
          /** Forms that are refused; each matches at the start of a word, with any suffix ("veritabanında"). */
          avoid: field(
            z.array(text).min(1).meta({ item: "Biçim" }),
            "Kaçınılacak biçimler",
            "Kelime başında ve ekleriyle birlikte yakalanır: “veritaban” hem “veritabanı” hem “veritabanında” biçimini bulur.",
          ),
          /** Only the exact letter case is refused ("e-fatura", but not "e-Fatura"). */
          matchCase: field(
            z.boolean(),
            "Harf büyüklüğüne duyarlı",
            "Yalnızca yazıldığı harf büyüklüğüyle yakalanır (“e-fatura” yakalanır, “e-Fatura” yakalanmaz).",
          ).optional(),
          /** The form is refused only as a whole word, not as the start of a longer one ("red", not "reddi"). */
          wholeWord: field(
            z.boolean(),
            "Yalnızca tek başına kelime",
            "Daha uzun bir kelimenin başı olarak yakalanmaz (“red” yakalanır, “reddi” yakalanmaz).",
          ).optional(),
        })
        .meta({ id: "SpellingRule", item: "Kural" }),
    )
    .min(1),
  "Yazım kuralları",
  "Sitede tek biçimde yazılacak kelimeler. İçerik denetimi “kaçınılacak” biçimleri bulur ve doğrusunu önerir.",
)
/** Words that keep their capital letter inside a heading written in sentence case (proper names). */
const headingNames = field(
  z.array(text).meta({ item: "Ad" }),
  "Başlıkta büyük harfle kalan özel adlar",
  "Başlıklar cümle düzeninde yazılır; buradaki adlar (Trendyol, Türkiye ...) başlığın ortasında da büyük harfle başlayabilir.",
)
/** Absolute words and phrases that need a checked claim: "kesintisiz", "garanti", "%100". */
const claimWords = field(
  z.array(text).min(1).meta({ item: "Söz" }),
  "Doğrulama isteyen mutlak sözler",
  "“kesintisiz”, “garanti”, “%100” gibi sözler yalnızca aşağıda onaylanmış bir ifadenin içinde kullanılabilir.",
)
/** Passages with an absolute word that an editor has checked, each with what makes it true. */
const checkedClaims = field(
  z.array(
    z
      .strictObject({
        /** The passage as the page writes it (any letter case); the absolute word must lie inside it. */
        phrase: field(text, "İfade", "Sayfada yazıldığı gibi, örneğin “Garanti BBVA”; harf büyüklüğü fark etmez."),
        /** Only in this file, such as "data/pages/vision.yaml"; without it, in every file. */
        file: field(
          text,
          "Yalnızca bu dosyada",
          "Boş bırakılırsa her dosyada geçerlidir; örneğin data/pages/vision.yaml.",
        ).optional(),
        /** What makes the claim true: a source, a measurement, or why the word is no claim ("Garanti BBVA"). */
        note: field(paragraph, "Dayanak", "İddiayı doğru kılan kaynak veya ölçüm ya da sözün neden vaat olmadığı."),
      })
      .meta({ id: "CheckedClaim", item: "İfade" }),
  ),
  "Doğrulanmış ifadeler",
  "Mutlak bir söz içeren, doğruluğu kontrol edilmiş ifade ve dayanağı. Sayfada bu ifade geçtikçe söz kabul edilir.",
)

/**
 * A translation's house style (data/en/...): its own spelling (English is British English,
 * docs/decisions.md), the names its headings keep capitalised besides the Turkish list, and its own
 * absolute words and checked claims. Headings are in sentence case in every language.
 */
const translationStyle = z.strictObject({ spelling, headingNames, claimWords, checkedClaims }).meta({ id: "TranslationStyle" })

export const houseStyleSchema = z.strictObject({
  spelling,
  headingNames,
  claimWords,
  checkedClaims,
  /** Each translation's own style, by language code. */
  translations: field(
    z.strictObject(
      Object.fromEntries(
        translations.map((t) => [
          t.code,
          field(
            translationStyle,
            `${t.name} sayfalar`,
            `data/${t.folder}/ altındaki ${t.name} sayfaların yazım kuralları.`,
          ).optional(),
        ]),
      ),
    ),
    "Çevirilerin yazım kılavuzu",
    "Çeviri sayfaların kendi yazım kuralları, özel adları ve mutlak sözleri; başlıklar her dilde cümle düzenindedir.",
  ).optional(),
})

export type HouseStyle = z.infer<typeof houseStyleSchema>

/**
 * The house style as the rules can use it from any value: each list that is valid is taken, a
 * missing or broken list is empty, and a value that is no object at all (a missing file, `{}`,
 * `null`) is no house style. The CMS reads the style over the network, where the develop server or
 * a half-written file may answer with anything: a rule set it cannot read means fewer rules, never
 * a crash in the save check. The build itself refuses an invalid data/house-style.yaml.
 */
export function usableHouseStyle(value: unknown): HouseStyle | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined
  const fields = houseStyleSchema.shape
  const record = value as Record<string, unknown>
  const listOf = <T>(schema: z.ZodType<T[]>, field: string): T[] => {
    // The element schema alone: an empty list is "no rules", which the file's own .min(1) refuses.
    const parsed = z.array((schema as unknown as z.ZodArray<z.ZodType<T>>).element).safeParse(record[field])
    return parsed.success ? parsed.data : []
  }
  const style: HouseStyle = {
    spelling: listOf(fields.spelling, "spelling"),
    headingNames: listOf(fields.headingNames, "headingNames"),
    claimWords: listOf(fields.claimWords, "claimWords"),
    checkedClaims: listOf(fields.checkedClaims, "checkedClaims"),
  }
  const empty = Object.values(style).every((list) => list.length === 0)
  return empty ? undefined : style
}
