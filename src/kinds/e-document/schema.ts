import { z } from "zod"
import { href, pageBase, paragraph, text } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

/**
 * The e-document obligation check (data/e-donusum/*.yaml): its questions, the amounts its rules compare
 * sales with, each document's rules in the order they are read, and the texts they cite. The decision
 * itself is ./decide.ts; what makes a file consistent (every id known, every path closed, amounts written
 * once) is ./rules.ts.
 */

const key = (example: string) =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `küçük harf (a-z), rakam ve kısa çizgiden oluşan bir ad, örneğin "${example}"`)

/** A day ("2026-11-28"): when a rule was last checked against its source. */
const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'yıl-ay-gün biçiminde bir tarih, örneğin "2026-11-28"')

const checkedOn = field(
  day,
  "Son doğrulama",
  "Kuralın kaynağıyla en son karşılaştırıldığı gün; sonuç sayfasında “Son doğrulama” olarak görünür. Altı aydan eskiyse derleme uyarır.",
)

const sourceIds = field(
  z.array(key("vuk-509")).min(1).meta({ item: "Kaynak" }),
  "Kaynaklar",
  "Kuralın dayandığı metinlerin kimlikleri (sources listesinden), örneğin vuk-535.",
)

/** When a rule or a question applies; every condition written must hold. */
export const conditionSchema = z
  .strictObject({
    answers: field(
      z.array(key("sirket")).min(1).meta({ item: "Cevap" }),
      "Cevaplar",
      "Cevap kimlikleri: aynı sorunun cevaplarından biri seçilmiş olmalı; farklı soruların cevapları birlikte aranır.",
    ).optional(),
    salesAtLeast: field(
      key("e-fatura"),
      "Hasılat en az",
      "Bir eşiğin kimliği (thresholds listesinden): hasılat bu tutar ve üzerindeyse koşul tutar.",
    ).optional(),
    obliged: field(
      key("e-fatura"),
      "Zorunlu olduğunda",
      "Listede daha önce gelen bir belgenin kimliği: o belge zorunluysa koşul tutar.",
    ).optional(),
  })
  .meta({ id: "EDocumentCondition" })

const answerSchema = z
  .strictObject({
    id: field(key("sirket"), "Kimlik", "Adreste görünür (/e-donusum-testi/sirket); testin bütün cevapları arasında tek olmalı."),
    label: field(text, "Cevap"),
    short: field(text, "Kısa ad", "Sayfa başlığında ve özet satırında görünen kısa ad, örneğin “Basit usul”."),
    hint: field(paragraph, "Açıklama", "Cevabın altında görünen kısa açıklama (isteğe bağlı).").optional(),
  })
  .meta({ id: "EDocumentAnswer", item: "Cevap" })

const questionSchema = z
  .strictObject({
    id: field(key("faaliyet"), "Kimlik"),
    short: field(text, "Kısa ad", "Özet satırında sorunun yerine görünür, örneğin “Faaliyet”."),
    question: field(text, "Soru"),
    hint: field(paragraph, "Açıklama", "Sorunun altında görünen kısa açıklama (isteğe bağlı).").optional(),
    askWhen: conditionSchema.optional(),
    answers: field(
      z.array(answerSchema).min(2).meta({ item: "Cevap" }),
      "Cevaplar",
      "Her cevap bir bağlantıdır; hasılat sorusunda yazılmaz.",
    ).optional(),
    sales: field(
      z.boolean(),
      "Hasılat sorusu",
      "Cevapları eşiklerden oluşan aralıklardır; aralıklar yalnızca sonucu değiştirdiği yerde ayrılır.",
    ).optional(),
  })
  .refine((question) => (question.answers !== undefined) !== (question.sales === true), {
    message: "ya cevaplar (answers) ya da hasılat sorusu (sales: true); ikisi birden değil",
  })
  .meta({
    id: "EDocumentQuestion",
    item: "Soru",
    exactlyOne: ["answers", "sales"],
    // The condition is one named block (one GraphQL type); its label is given where it is used.
    fields: { askWhen: { label: "Ne zaman sorulur", hint: "Yalnızca bu cevaplar seçildiyse sorulur (isteğe bağlı)." } },
  })

const thresholdSchema = z
  .strictObject({
    id: field(key("e-fatura"), "Kimlik", "Metinlerde {tutar:kimlik} olarak geçer."),
    label: field(text, "Ad"),
    amount: field(z.number().int().min(1), "Tutar (TL)", "Tam sayı, noktasız: 3000000."),
    upcoming: field(
      paragraph,
      "Gelecek yıl",
      "Eşiğin altında kalan ziyaretçiye gösterilir: hasılat bu tutara ulaşırsa ne zaman zorunlu olur (isteğe bağlı).",
    ).optional(),
    source: field(key("vuk-535"), "Kaynak", "Tutarın geçtiği metnin kimliği (sources listesinden)."),
    checkedOn,
  })
  .meta({ id: "EDocumentThreshold", item: "Eşik" })

export const statuses = {
  required: "Zorunlu",
  notRequired: "Zorunlu değil",
  voluntary: "Zorunlu değil, gönüllü geçebilirsiniz",
  unsettled: "Mali müşavirinizle doğrulayın",
} as const
export type Status = keyof typeof statuses

const ruleSchema = z
  .strictObject({
    when: conditionSchema.optional(),
    status: field(
      z.enum(Object.keys(statuses) as [Status, ...Status[]]).meta({ id: "EDocumentStatus", options: statuses }),
      "Sonuç",
    ),
    start: field(text, "Başlangıç", "Zorunluluğun başladığı tarih, örneğin “1 Temmuz 2026'dan beri” (isteğe bağlı).").optional(),
    rule: field(paragraph, "Kural", "Kuralın kendisi, bir ya da iki cümle."),
    sources: sourceIds,
    checkedOn,
  })
  .meta({
    id: "EDocumentRule",
    item: "Kural",
    fields: { when: { label: "Koşul", hint: "Boş bırakılan kural her durumda tutar; belgenin son kuralı koşulsuz olmalıdır." } },
  })

const documentSchema = z
  .strictObject({
    id: field(key("e-fatura"), "Kimlik"),
    name: field(text, "Belge adı"),
    summary: field(text, "Kısa tanım"),
    rules: field(
      z.array(ruleSchema).min(1).meta({ item: "Kural" }),
      "Kurallar",
      "Yukarıdan aşağı okunur; koşulu tutan ilk kural sonuçtur.",
    ),
  })
  .meta({ id: "EDocumentKind", item: "Belge" })

const noteSchema = z
  .strictObject({
    when: conditionSchema.optional(),
    text: field(paragraph, "Not"),
    sources: sourceIds,
    checkedOn,
  })
  .meta({
    id: "EDocumentNote",
    item: "Not",
    fields: { when: { label: "Koşul", hint: "Yalnızca koşul tuttuğunda gösterilir (isteğe bağlı)." } },
  })

const sourceSchema = z
  .strictObject({
    id: field(key("vuk-509"), "Kimlik"),
    name: field(text, "Metnin adı", "Tebliğin ya da kanunun Resmî Gazete'deki tam adı."),
    published: field(text, "Yayım", "Resmî Gazete tarihi ve sayısı."),
    url: field(href, "Bağlantı", "Metnin Resmî Gazete, GİB ya da mevzuat.gov.tr adresi."),
  })
  .meta({ id: "EDocumentSource", item: "Kaynak" })

export const eDocumentSchema = z.strictObject({
  ...pageBase,
  heading: field(text, "Sayfa başlığı (H1)", "Testin ilk sayfasındaki büyük başlık."),
  lead: field(paragraph, "Giriş"),
  resultHeading: field(text, "Sonuç başlığı"),
  caution: field(paragraph, "Uyarı", "Her sonuç sayfasında görünür: sonucun sınırları."),
  questions: field(z.array(questionSchema).min(1).meta({ item: "Soru" }), "Sorular", "Sırayla sorulur."),
  thresholds: field(z.array(thresholdSchema).meta({ item: "Eşik" }), "Eşikler", "Her tutar yalnızca burada yazılır."),
  documents: field(z.array(documentSchema).min(1).meta({ item: "Belge" }), "Belgeler"),
  notes: field(z.array(noteSchema).meta({ item: "Not" }), "Notlar", "Sonuç sayfasında belgelerin altında görünür.").optional(),
  sources: field(z.array(sourceSchema).min(1).meta({ item: "Kaynak" }), "Kaynaklar"),
  offer: field(
    z
      .strictObject({
        heading: field(text, "Başlık"),
        text: field(paragraph, "Metin"),
        link: field(z.strictObject({ label: field(text, "Bağlantı metni"), href }).meta({ id: "EDocumentLink" }), "Bağlantı"),
      })
      .meta({ id: "EDocumentOffer" }),
    "Çözümümüz",
    "Sonucun altında, firmanın bu konudaki hizmeti.",
  ),
  form: field(
    z
      .strictObject({
        heading: field(text, "Başlık"),
        intro: field(paragraph, "Giriş metni"),
        subject: field(text, "Form konusu", "İletişim formunun konu listesinde görünen ad; ekip talebi bu adla alır."),
        request: field(text, "İstek cümlesi", "Hazır mesajın son cümlesi; ziyaretçi değiştirebilir."),
      })
      .meta({ id: "EDocumentForm" }),
    "Form",
  ),
})

export type EDocumentCheck = z.output<typeof eDocumentSchema>
