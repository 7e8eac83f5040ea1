import { z } from "zod"
import { href, pageBase, paragraph, text } from "../../content/schema/common"
import { field } from "../../content/schema/meta"

/**
 * The price list (data/fiyatlar/*.yaml): every price the site shows, written once, in Turkish lira
 * without VAT. Other files read a price as a token ({fiyat:destek-standart}, ./tokens.ts); what makes the
 * file consistent (known groups, a future validity, VAT figures that follow from the rate) is ./rules.ts.
 */

const key = (example: string) =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `küçük harf (a-z), rakam ve kısa çizgiden oluşan bir ad, örneğin "${example}"`)

/** A day ("2027-06-30"), quoted in YAML so that it stays a day. */
const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'yıl-ay-gün biçiminde bir tarih, örneğin "2027-06-30"')

const lira = (label: string, hint: string) => field(z.number().int().min(0), label, hint)

/** How a price is paid: only a monthly price changes with the visitor's monthly or yearly choice. */
export const billings = {
  aylik: "Aylık",
  yillik: "Yıllık",
  tek: "Tek seferlik",
  gun: "Gün başına",
} as const
export type Billing = keyof typeof billings

const billing = field(
  z.enum(Object.keys(billings) as [Billing, ...Billing[]]).meta({ id: "PriceBilling", options: billings }),
  "Ödeme",
  "Aylık tutarlar, ziyaretçi yıllık ödemeyi seçtiğinde yıllık indirimle gösterilir.",
)

/** How a product line is sold. */
export const models = {
  kullanici: "Kullanıcı başına abonelik",
  firma: "Şirket başına abonelik",
  lisans: "Lisans ve yıllık güncelleme",
  proje: "Proje bedeli",
  gun: "Gün bazında",
} as const
export type Model = keyof typeof models

const withVat = field(
  z.number().int().min(0),
  "KDV dâhil (TL)",
  "İsteğe bağlı; yazılmazsa KDV oranından hesaplanır. Yazılırsa tutarın KDV dâhil karşılığına eşit olmalıdır.",
).optional()

const pricePart = z
  .strictObject({
    amount: lira("Tutar (TL, KDV hariç)", "Tam sayı, noktasız: 1450."),
    billing,
    unit: field(text, "Birim", "Fiyatın neyin karşılığı olduğu, örneğin “kullanıcı başına, en az 2 kullanıcı”.").optional(),
    withVat,
  })
  .meta({ id: "PricePart", item: "Tutar" })

const addition = z
  .strictObject({
    item: field(text, "Ne"),
    amount: lira("Tutar (TL, KDV hariç)", "Tutarı yoksa boş bırakın ve altındaki açıklamayı yazın.").optional(),
    billing: billing.optional(),
    unit: field(text, "Birim").optional(),
    note: field(text, "Açıklama", "Tutar yerine görünür, örneğin “Kapsamına göre teklifte”.").optional(),
    withVat,
  })
  .refine((add) => (add.amount === undefined) === (add.billing === undefined), {
    message: "tutar (amount) ile ödeme (billing) birlikte yazılır",
  })
  .refine((add) => add.amount !== undefined || add.note !== undefined, {
    message: "bir tutar (amount) ya da bir açıklama (note)",
  })
  .meta({ id: "PriceAddition", item: "Ek" })

const lineSchema = z
  .strictObject({
    id: field(key("on-muhasebe"), "Kimlik", "Sayfada bağlantı adresi olur (/fiyatlar#on-muhasebe); metinlerde {fiyat:kimlik}."),
    group: field(key("muhasebe"), "Grup", "groups listesindeki bir grubun kimliği."),
    name: field(text, "Ürün grubu"),
    page: field(href, "Ürün sayfası", "Ürünü anlatan sayfa; sayfanın kapanış düğmeleri fiyat sayfasına bağlanır."),
    model: field(z.enum(Object.keys(models) as [Model, ...Model[]]).meta({ id: "PriceModel", options: models }), "Satış modeli"),
    package: field(text, "Başlangıç paketi", "Başlangıç fiyatının paketi; teklif formunun mesajında da geçer."),
    start: field(
      z.array(pricePart).min(1).max(2).meta({ item: "Tutar" }),
      "Başlangıç fiyatı",
      "Bir ya da iki tutar, örneğin proje bedeli ve aylık bakım.",
    ),
    includes: field(z.array(text).min(1).meta({ item: "Madde" }), "Başlangıç paketi neleri içerir"),
    adds: field(z.array(addition).min(1).meta({ item: "Ek" }), "Fiyatı neler artırır"),
    validUntil: field(day, "Geçerlilik sonu", "Bu fiyatın geçerli olduğu son gün; geçmiş bir gün derlemede reddedilir."),
  })
  .meta({ id: "PriceLine", item: "Ürün grubu" })

const groupSchema = z
  .strictObject({
    id: field(key("muhasebe"), "Kimlik"),
    heading: field(text, "Başlık"),
    intro: field(paragraph, "Giriş metni").optional(),
  })
  .meta({ id: "PriceGroup", item: "Grup" })

const supportPackage = z
  .strictObject({
    id: field(key("destek-standart"), "Kimlik", "Destek sayfası bu fiyatı {fiyat:kimlik} ile okur."),
    name: field(text, "Paket adı"),
    amount: lira("Aylık tutar (TL, KDV hariç)", "0 yazılırsa “Ücretsiz” gösterilir."),
    summary: field(text, "Özet", "Paketin eklediği, bir satırda."),
    withVat,
  })
  .meta({ id: "PriceSupportPackage", item: "Paket" })

const range = z
  .strictObject({
    name: field(text, "Ad"),
    from: lira("En az (TL, KDV hariç)", "Aralığın alt ucu."),
    to: lira("En çok (TL, KDV hariç)", "Aralığın üst ucu."),
    text: field(text, "Neye göre değişir"),
  })
  .refine((item) => item.from <= item.to, { message: "alt uç (from) üst uçtan (to) büyük olamaz" })
  .meta({ id: "PriceRange", item: "Kalem" })

const freeItem = z
  .strictObject({ name: field(text, "Ad"), text: field(text, "Açıklama") })
  .meta({ id: "PriceFreeItem", item: "Kalem" })

export const pricesSchema = z.strictObject({
  ...pageBase,
  heading: field(text, "Sayfa başlığı (H1)"),
  lead: field(paragraph, "Giriş"),
  validFrom: field(day, "Geçerlilik başlangıcı", "Listenin geçerli olduğu ilk gün; sayfanın başında yazar."),
  yearlyDiscount: field(
    z.number().int().min(0).max(50),
    "Yıllık ödeme indirimi (%)",
    "Aylık tutarların yıllık ödemede indirimi, örneğin 15.",
  ),
  binding: field(paragraph, "Bağlayıcılık notu", "Sayfanın bağlayıcı olmadığını, yazılı teklifin bağlayıcı olduğunu söyler."),
  quote: field(
    z
      .strictObject({
        label: field(text, "Düğme metni"),
        request: field(
          text,
          "İstek cümlesi",
          "Bir ürün grubunun teklif formunda hazır mesajın ilk cümlesi; ziyaretçi değiştirebilir.",
        ),
        general: field(text, "Genel istek", "Sayfanın sonundaki teklif düğmesinin hazır mesajı."),
      })
      .meta({ id: "PriceQuote" }),
    "Teklif isteği",
  ),
  groups: field(z.array(groupSchema).min(1).meta({ item: "Grup" }), "Gruplar"),
  lines: field(z.array(lineSchema).min(1).meta({ item: "Ürün grubu" }), "Ürün grupları"),
  support: field(
    z
      .strictObject({
        heading: field(text, "Başlık"),
        intro: field(paragraph, "Giriş metni"),
        page: field(href, "Destek sayfası"),
        packages: field(z.array(supportPackage).min(1).meta({ item: "Paket" }), "Paketler"),
      })
      .meta({ id: "PriceSupport" }),
    "Destek paketleri",
  ),
  oneTime: field(
    z
      .strictObject({
        heading: field(text, "Başlık"),
        intro: field(paragraph, "Giriş metni").optional(),
        items: field(z.array(range).min(1).meta({ item: "Kalem" }), "Kalemler"),
      })
      .meta({ id: "PriceOneTime" }),
    "Tek seferlik maliyetler",
  ),
  free: field(
    z
      .strictObject({
        heading: field(text, "Başlık"),
        items: field(z.array(freeItem).min(1).meta({ item: "Kalem" }), "Kalemler"),
      })
      .meta({ id: "PriceFree" }),
    "Ücretsiz olanlar",
  ),
})

export type PriceList = z.output<typeof pricesSchema>
export type PriceLine = PriceList["lines"][number]
export type PricePart = z.output<typeof pricePart>
