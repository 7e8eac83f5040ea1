import { defineWords } from "../../components/words"
import { dayText, englishDay } from "./amounts"
import { statuses, type Status } from "./schema"

/**
 * The check's own words around its content, by the page's language. Its answers stay Turkish law, so an
 * English page names the same statuses in English; the mail to sales is the form's message, in the
 * visitor's language, marked with it.
 */
interface Words {
  home: string
  questionNumber: (n: number) => string
  back: string
  change: string
  changeLabel: (question: string) => string
  byDocument: string
  notes: string
  basis: string
  /** The sentence around the oldest verification's day. */
  oldestCheck: readonly [string, string]
  start: string
  rule: string
  upcoming: string
  sources: (count: number) => string
  checkedOn: string
  day: (day: string) => string
  statuses: Readonly<Record<Status, string>>
  message: { result: (title: string) => string; answers: string; outcome: string }
}

export const checkWords: Readonly<Record<"tr" | "en", Words>> = {
  tr: {
    home: "Ana sayfa",
    questionNumber: (n: number) => `${n}. soru`,
    back: "Önceki soruya dönün",
    change: "Değiştirin",
    changeLabel: (question: string) => `${question} cevabını değiştirin`,
    byDocument: "Belge belge sonuç",
    notes: "Bilmeniz gerekenler",
    basis: "Test neye dayanıyor?",
    oldestCheck: ["Her kural, sonuç sayfasında son doğrulama tarihiyle birlikte gösterilir; en eski doğrulama ", " tarihlidir."],
    start: "Başlangıç",
    rule: "Kural",
    upcoming: "Gelecek yıl",
    sources: (count: number) => (count > 1 ? "Kaynaklar" : "Kaynak"),
    checkedOn: "Son doğrulama",
    day: dayText,
    statuses,
    message: { result: (title: string) => `${title} sonucum:`, answers: "Cevaplarım:", outcome: "Sonuç:" },
  },
  en: {
    home: "Home",
    questionNumber: (n: number) => `Question ${n}`,
    back: "Back to the previous question",
    change: "Change",
    changeLabel: (question: string) => `Change your answer: ${question}`,
    byDocument: "Your result, document by document",
    notes: "Worth knowing",
    basis: "What the check is based on",
    oldestCheck: ["Each rule is shown on the result page with the day it was last verified; the oldest was verified on ", "."],
    start: "From",
    rule: "Rule",
    upcoming: "Next year",
    sources: (count: number) => (count > 1 ? "Sources" : "Source"),
    checkedOn: "Last verified",
    day: englishDay,
    statuses: {
      required: "Required",
      notRequired: "Not required",
      voluntary: "Not required; you may switch voluntarily",
      unsettled: "Confirm with your accountant",
    },
    message: { result: (title: string) => `My result in the ${title}:`, answers: "My answers:", outcome: "Result:" },
  },
}

export const useCheckWords = defineWords(checkWords)

export type CheckWords = ReturnType<typeof useCheckWords>
