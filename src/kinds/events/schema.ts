import { z } from "zod"
import { href, paragraph, text } from "../../content/schema/common"
import { imageField } from "../../content/schema/image"
import { field } from "../../content/schema/meta"

export const eventFormats = { webinar: "Web semineri", seminer: "Seminer", fuar: "Fuar" } as const
export const attendanceModes = { "cevrim-ici": "Çevrim içi", "yuz-yuze": "Yüz yüze" } as const

const key = (example: string) =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `küçük harf (a-z), rakam ve kısa çizgiden oluşan bir ad, örneğin "${example}"`)

/** A moment with its zone: an event starts at an hour somewhere, not on a bare day. */
const instant = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?(Z|[+-]\d{2}:\d{2})$/,
    'saat ve saat dilimiyle bir zaman, örneğin "2026-12-17T14:00:00+03:00"',
  )
  .meta({ datetime: true })

const titleLength = "10 ile 90 karakter arasında bir başlık"
const descriptionLength = "50 ile 180 karakter arasında bir açıklama"

export const venueSchema = z
  .strictObject({
    name: field(text, "Salon ya da mekân"),
    address: field(text, "Adres", "Açık adres; ofisimizde yapılan etkinlikte {address} yazın."),
    city: field(text, "İl", "Ofisimizde yapılan etkinlikte {city} yazın."),
  })
  .meta({ id: "EventVenue" })

export const eventSchema = z
  .strictObject({
    title: field(
      z.string().trim().min(10, titleLength).max(90, titleLength),
      "Etkinliğin adı",
      "10 ile 90 karakter; listede, sayfada ve takvim dosyasında görünür.",
    ),
    description: field(
      z.string().trim().min(50, descriptionLength).max(180, descriptionLength).meta({ multiline: true }),
      "Açıklama",
      "Arama sonuçlarında ve paylaşımlarda görünen özet: 50 ile 180 karakter arası.",
    ),
    /** The page's address is /etkinlikler/<slug>. */
    slug: field(
      key("yil-sonu-stok-sayimi-semineri"),
      "Adres",
      "Etkinliğin adresi /etkinlikler/<adres> olur. Küçük harf, rakam ve kısa çizgi kullanın; Türkçe harf ve boşluk kullanmayın. Yeni etkinlikte başlıktan önerilir; değiştirebilirsiniz.",
    ),
    format: field(
      z.enum(Object.keys(eventFormats) as [keyof typeof eventFormats]).meta({ options: eventFormats }),
      "Türü",
      "Web semineri, seminer ya da fuar.",
    ),
    start: field(
      instant,
      "Başlangıç",
      "Gün ve saat (Türkiye saati). Etkinlik başlayınca kayıt kapanır, sayfa geçmiş etkinlik olarak yayımlanır.",
    ),
    end: field(instant, "Bitiş", "Gün ve saat; başlangıçtan sonra olmalıdır."),
    attendance: field(
      z.enum(Object.keys(attendanceModes) as [keyof typeof attendanceModes]).meta({ options: attendanceModes }),
      "Katılım",
      "Çevrim içi ya da yüz yüze; yüz yüze etkinliğe yer bilgisi yazılır.",
    ),
    /** Where a face-to-face event takes place, in Türkiye. */
    venue: field(venueSchema.optional(), "Yer", "Yalnızca yüz yüze etkinlikte: salonun adı, adresi ve ili."),
    /** `id`s of data/blog.yaml's authors. */
    speakers: field(
      z
        .array(key("selin-aksoy").meta({ ref: "author" }))
        .min(1)
        .meta({ item: "Konuşmacı" }),
      "Konuşmacılar",
      "Listeden seçin; yeni bir konuşmacıyı önce Blog ayarlarındaki yazarlara ekleyin.",
    ),
    /** What the event is about, a paragraph each. */
    about: field(
      z.array(paragraph).min(1).meta({ item: "Paragraf" }),
      "Etkinlik hakkında",
      "Etkinliğin konusu, her biri bir paragraf.",
    ),
    audience: field(
      z.array(text).min(1).meta({ item: "Katılımcı grubu" }).optional(),
      "Kimler için",
      "Etkinliğin hitap ettiği ekipler ya da işletmeler, her satıra bir tane.",
    ),
    agenda: field(
      z
        .array(
          z
            .strictObject({
              time: field(
                z.string().regex(/^([01]\d|2[0-3])\.[0-5]\d$/, 'noktalı bir saat, örneğin "14.00"'),
                "Saat",
                "Örneğin 14.00.",
              ),
              title: field(text, "Oturum"),
            })
            .meta({ id: "AgendaItem", item: "Oturum" }),
        )
        .min(1),
      "Program",
      "Oturumlar saat sırasıyla; saati 14.00 biçiminde yazın.",
    ),
    /** Once the event is past: what became of its recording, and where it is when it is published. */
    recording: field(
      z
        .strictObject({
          note: field(paragraph, "Not", "Örneğin kaydın katılımcılarla paylaşıldığı ya da nerede izlenebileceği."),
          href: field(href.optional(), "Kaydın adresi", "Yayımlandıysa kaydın bağlantısı (isteğe bağlı)."),
        })
        .meta({ id: "EventRecording" })
        .optional(),
      "Kayıt notu",
      "Etkinlik bittikten sonra: kaydın ne olduğu ve yayımlandıysa adresi.",
    ),
    cover: field(
      imageField("cover").optional(),
      "Kapak görseli",
      "Sayfanın başında ve paylaşım kartında görünen görsel (isteğe bağlı).",
    ),
  })
  .superRefine((event, context) => {
    if (Date.parse(event.end) <= Date.parse(event.start))
      context.addIssue({ code: "custom", path: ["end"], input: event, message: "başlangıçtan (start) sonraki bir zaman" })
    if (event.attendance === "yuz-yuze" && !event.venue)
      context.addIssue({
        code: "custom",
        path: ["venue"],
        input: event,
        message: "yüz yüze etkinliğin yeri (venue: ad, adres, il)",
      })
    if (event.attendance === "cevrim-ici" && event.venue)
      context.addIssue({
        code: "custom",
        path: ["venue"],
        input: event,
        message: "yer (venue) yalnızca yüz yüze etkinlikte yazılır",
      })
  })

export type Event = z.infer<typeof eventSchema>
