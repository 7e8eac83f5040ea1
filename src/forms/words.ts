/**
 * The lead forms' words in each language the site has: a form on an English page (its `_page` under /en)
 * shows English labels, choices and outcomes, and the lead service answers it in English. The Turkish words
 * are the declarations themselves (./fields.ts, ./options.ts, ./messages.ts); the values a form posts and
 * the labels the sales team reads stay the Turkish ones in every language.
 *
 * Plain data: the browser bundle carries this module.
 */
import { defaultLanguage, translations, type TranslationCode } from "../content/languages"
import type { FieldName } from "./fields"
import type { FormLanguage, FormWords, Translated } from "./word-types"
import { CONTACT_SUCCESS, DEMO_SUCCESS, FIELD_ERRORS, failureMessage, reachUs, VALUES_KEPT } from "./messages"
import { translation as english } from "./words-en"

// Each translation's words are a module of their own: the islands' bundle of a language carries only its
// language's (src/postbuild/browser-bundle.ts leaves the others' modules out).
const translated: Partial<Record<TranslationCode, Translated>> = english ? { en: english } : {}

const turkish: FormWords = {
  frame: {
    off: [
      "Bu form şu anda gönderim yapmıyor: yazdıklarınız bize ulaşmaz. Bize ",
      " numaralı telefondan veya ",
      " adresinden ulaşabilirsiniz.",
    ],
    honeypot: "Bu alanı boş bırakın",
    sending: "Gönderiliyor…",
    consent: {
      before: "Paylaştığınız kişisel veriler talebinizi yanıtlamak, demo ve teklif sürecini yürütmek amacıyla",
      link: "KVKK aydınlatma metninde",
      after: " açıklandığı şekilde işlenir. Tanıtım iletisi yalnızca aşağıdaki kutuyu işaretlerseniz gönderilir.",
      box:
        "Yeni ürün, kampanya ve etkinliklerle ilgili ticari elektronik iletileri e-posta, SMS ve telefonla almak istiyorum. " +
        "(İsteğe bağlı. Onayım İleti Yönetim Sistemine (İYS) kaydedilir; dilediğim zaman İYS üzerinden ya da iletilerdeki ret " +
        "bağlantısıyla geri alabilirim.)",
    },
    contact: { label: "İletişim formu", submit: "Mesajı gönder" },
    demo: {
      label: "Demo talep formu",
      submit: "Demo talebini gönder",
      note: "Yıldızla (*) işaretli alanlar demonuzu hazırlamamız için gereklidir.",
      contact: "İletişim bilgileri",
      company: "Şirket bilgileri",
      needs: "İhtiyaçlarınız",
      demo: "Demo tercihleri",
    },
  },
  label: (field) => field.label,
  placeholder: (field) => field.placeholder,
  option: (_field, option) => option.label,
  success: { contact: CONTACT_SUCCESS, demo: DEMO_SUCCESS },
  valuesKept: VALUES_KEPT,
  fieldErrors: FIELD_ERRORS,
  reachUs,
  failure: failureMessage,
}

function wordsOf(words: Translated): FormWords {
  return {
    frame: words.frame,
    label: (field) => words.labels[field.name as FieldName] ?? field.label,
    placeholder: (field) => words.placeholders[field.name as FieldName] ?? field.placeholder,
    option: (field, option) => words.options[field.name as FieldName]?.[option.value] ?? option.label,
    success: words.success,
    valuesKept: words.valuesKept,
    fieldErrors: words.fieldErrors,
    reachUs: words.reachUs,
    failure: words.failure,
  }
}

const byLanguage: Partial<Record<FormLanguage, FormWords>> = { tr: turkish, ...(english && { en: wordsOf(english) }) }

/** The form words of a language. */
export const formWords = (language: string): FormWords => byLanguage[language as FormLanguage] ?? turkish

/** A form's language, from the page it is on (`_page`, the form's `page`): /en/... is English. */
export const formLanguageOf = (page: string | null | undefined): FormLanguage =>
  translations.find((t) => page === t.prefix || page?.startsWith(`${t.prefix}/`))?.code ?? defaultLanguage

/** The translations' own words, for the test that every declared field and choice has them. */
export const translatedFormWords = translated
