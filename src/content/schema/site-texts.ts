import { z } from "zod"
import { paragraph, text } from "./common"
import { field } from "./meta"
import type { SiteContent } from "./site"

/**
 * data/en/site.yaml: what a visitor reads of data/site.yaml, in a translation's language. The brand, the
 * numbers, the addresses and the company's registration stay in data/site.yaml, the one place they are
 * written; a translation says only the words around them (rules/translations.ts checks the figures).
 */
const line = z.strictObject({ label: field(text, "Hat adı") })
const greeting = z.strictObject({
  message: field(paragraph, "Hazır mesaj", "WhatsApp açıldığında yazılı gelen metin, bu dilde."),
})
const claim = z.strictObject({
  value: field(text, "Değer", "Rakamın bu dilde yazılışı, örneğin “98%”; yazılmazsa Türkçesi görünür.").optional(),
  label: field(text, "Etiket", "Rakamın altında görünen açıklama."),
  inText: field(text, "Cümle içindeki yazılışı", "Örneğin “over 500”.").optional(),
})

export const siteTextsSchema = z.strictObject({
  slogan: field(text, "Slogan"),
  defaultDescription: field(paragraph, "Varsayılan açıklama", "Kendi açıklaması olmayan yerlerde kullanılan şirket tanıtımı."),
  phones: field(
    z.strictObject({
      main: field(line, "Genel hat"),
      sales: field(line, "Satış hattı"),
      support: field(line, "Destek hattı"),
    }),
    "Telefon hatlarının adları",
  ),
  whatsapp: field(
    z.strictObject({
      main: field(greeting, "Genel hat"),
      sales: field(greeting, "Satış hattı"),
      support: field(greeting, "Destek hattı"),
    }),
    "WhatsApp karşılama mesajları",
  ),
  officeHours: field(
    z.strictObject({
      label: field(text, "Görünen metin", "Metinlerde {officeHours} yerine yazılır; saatler iki noktayla yazılır: 09:00–18:00."),
      days: field(text, "Günler"),
    }),
    "Çalışma saatleri",
  ),
  claims: field(
    z.strictObject({
      experience: field(claim, "Deneyim"),
      founded: field(claim, "Kuruluş yılı"),
      projects: field(claim, "Projeler"),
      satisfaction: field(claim, "Müşteri memnuniyeti"),
      staff: field(claim, "Çalışanlar"),
      support: field(claim, "Destek"),
    }),
    "Şirket rakamlarının metinleri",
  ),
})

export type SiteTexts = z.infer<typeof siteTextsSchema>

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value)

/** `base` with every value `over` writes put in its place, object by object (arrays are not merged). */
function overlay<T>(base: T, over: unknown): T {
  if (!isPlain(base) || !isPlain(over)) return (over === undefined || over === null ? base : over) as T
  const merged: Plain = { ...base }
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value)
  return merged as T
}

/** The site's data as a page in a translation's language reads it: data/site.yaml with that language's texts. */
export function siteInLanguage<T extends Partial<SiteContent> | Plain>(
  site: T,
  texts: Partial<SiteTexts> | Plain | null | undefined,
): T {
  return texts ? overlay(site, texts) : site
}
