import { z } from "zod"
import { formDeliveries } from "../conditions"
import { paragraph, text } from "./common"
import { field } from "./meta"

const phone = z
  .strictObject({
    label: field(text, "Hat adı"),
    /** As people read it: "0452 555 01 00". */
    display: field(text, "Görünen numara", "Ziyaretçinin okuduğu biçim, örneğin “0452 555 01 00”."),
    /** International digits for tel: links: "+904525550100". */
    tel: field(
      z.string().regex(/^\+90[0-9]{10}$/, 'uluslararası biçimde bir numara, örneğin "+904525550100"'),
      "Arama numarası",
      "Aramada kullanılan biçim: +90 ve 10 rakam, boşluksuz, örneğin “+904525550100”.",
    ),
  })
  // The number shown and the number dialled are one number: changing only one would dial another line.
  .refine((phone) => telOf(phone.display) === phone.tel, {
    path: ["tel"],
    message: "görünen numaranın arama biçimi (“Görünen numara” ile aynı numara, +90 ve 10 rakam)",
  })
  .meta({ id: "SitePhone" })

/** The tel: form of a Turkish number as people write it ("0452 555 01 00" → "+904525550100"). */
export function telOf(display: string): string {
  const digits = display.replace(/\D/g, "")
  const national = digits.startsWith("90") && digits.length === 12 ? digits.slice(2) : digits.replace(/^0/, "")
  return `+90${national}`
}

const email = z.email('bir e-posta adresi, örneğin "info@example.com"')

const claim = z
  .strictObject({
    /** The figure as a stat shows it: "500+". */
    value: field(text, "Değer", "Örneğin “500+”."),
    label: field(text, "Etiket", "Rakamın altında görünen açıklama."),
    /**
     * The figure as a sentence reads it, such as "500'ü aşkın": Turkish cannot put a suffix after
     * "500+", so running text uses this form (tokens such as {projectsInText}).
     */
    inText: field(
      text,
      "Cümle içindeki yazılışı",
      "Rakamın cümle içinde okunduğu biçim, örneğin “500'ü aşkın”; metinlerde {projectsInText} gibi kısaltmalarla kullanılır.",
    ).optional(),
  })
  .meta({ id: "SiteClaim" })

const whatsapp = z
  .strictObject({
    display: field(text, "Görünen numara"),
    number: field(
      z.string().regex(/^90[0-9]{10}$/, 'ülke koduyla başlayan, yalnızca rakamlardan oluşan bir numara, örneğin "904525550100"'),
      "Numara",
      "Ülke koduyla, boşluksuz, örneğin “904525550100”.",
    ),
    /** The greeting the chat opens with. */
    message: field(paragraph, "Hazır mesaj", "WhatsApp açıldığında yazılı gelen metin."),
  })
  .meta({ id: "SiteWhatsapp" })

/**
 * One line per contact channel; `whatsapp` is keyed the same way. Each key holds the same named
 * block, so the object labels its fields (meta.ts, `fields`).
 */
const phones = z.strictObject({ main: phone, sales: phone, support: phone }).meta({
  fields: {
    main: { label: "Merkez hat", hint: "Metinlerde {phone} yerine yazılır." },
    sales: { label: "Satış hattı" },
    support: { label: "Destek hattı" },
  },
})

const emails = z.strictObject({
  info: field(email, "Genel", "Metinlerde {email} yerine yazılır."),
  sales: field(email, "Satış"),
  support: field(email, "Destek"),
  demo: field(email, "Demo talepleri"),
  kvkk: field(email, "KVKK başvuruları"),
})

const claims = z
  .strictObject({ experience: claim, founded: claim, projects: claim, satisfaction: claim, staff: claim, support: claim })
  .meta({
    fields: {
      experience: { label: "Deneyim", hint: "Metinlerde {experience} yerine yazılır." },
      founded: { label: "Kuruluş yılı", hint: "Metinlerde {founded} yerine yazılır." },
      projects: { label: "Tamamlanan proje", hint: "Metinlerde {projects} yerine yazılır." },
      satisfaction: { label: "Müşteri memnuniyeti", hint: "Metinlerde {satisfaction} yerine yazılır." },
      staff: { label: "Çalışan sayısı", hint: "Metinlerde {staff} yerine yazılır." },
      support: { label: "Destek", hint: "Metinlerde {support} yerine yazılır." },
    },
  })

/**
 * A line of `phones` and `whatsapp` ("sales"), as content names it. A contact channel's `whatsapp`
 * lists these names too: the CMS shows one choice list per named choice.
 */
export const lineKey = phones
  .keyof()
  .meta({ id: "ContactLine", options: { main: "Merkez hat", sales: "Satış hattı", support: "Destek hattı" } })
/** An address of `emails` ("kvkk"), as content names it. */
export const emailKey = emails.keyof().meta({
  id: "EmailKey",
  options: { info: "Genel", sales: "Satış", support: "Destek", demo: "Demo talepleri", kvkk: "KVKK başvuruları" },
})
/** A figure of `claims` ("projects"), as a claims section and the tokens name it. */
export const claimKey = claims.keyof().meta({
  id: "ClaimKey",
  options: {
    experience: "Deneyim",
    founded: "Kuruluş yılı",
    projects: "Tamamlanan proje",
    satisfaction: "Müşteri memnuniyeti",
    staff: "Çalışan sayısı",
    support: "Destek",
  },
})
export const claimKeys = claimKey.options
export type ClaimKey = z.infer<typeof claimKey>

/** The one file that owns the brand, every contact value and the company claims. */
export const siteSchema = z.strictObject({
  brand: field(text, "Marka adı", "Metinlerde {brand} yazılan her yerde görünür."),
  legalName: field(text, "Ticari unvan", "Metinlerde {legalName} yerine yazılır."),
  /** Absolute address of the production site, for canonical links, the sitemap and Open Graph. */
  siteUrl: field(
    z.string().regex(/^https:\/\/[^/\s]+$/, 'sonunda eğik çizgi olmayan bir adres, örneğin "https://www.example.com"'),
    "Site adresi",
    "Yayındaki adres, sonunda “/” olmadan, örneğin https://www.ornek.com.tr. Kanonik bağlantılar ve site haritası bunu kullanır.",
  ),
  slogan: field(text, "Slogan"),
  defaultDescription: field(paragraph, "Varsayılan açıklama", "Kendi açıklaması olmayan yerlerde kullanılan şirket tanıtımı."),
  phones: field(phones, "Telefonlar"),
  emails: field(emails, "E-posta adresleri"),
  /** One WhatsApp line per contact channel, keyed like `phones`. */
  whatsapp: field(
    z.strictObject({ main: whatsapp, sales: whatsapp, support: whatsapp }).meta({
      fields: { main: { label: "Genel hat" }, sales: { label: "Satış hattı" }, support: { label: "Destek hattı" } },
    }),
    "WhatsApp",
  ),
  address: field(
    z.strictObject({
      street: field(text, "Cadde, sokak ve numara"),
      district: field(text, "İlçe", "Metinlerde {district} yerine yazılır."),
      city: field(text, "İl", "Metinlerde {city} yerine yazılır."),
      postalCode: field(
        z.string().regex(/^[0-9]{5}$/, 'tırnak içinde beş haneli bir posta kodu, örneğin "52300"'),
        "Posta kodu",
        "Beş rakam, örneğin “52300”.",
      ),
      country: field(text, "Ülke"),
      mapUrl: field(
        z.string().regex(/^https:\/\//, "https:// ile başlayan bir harita adresi"),
        "Harita bağlantısı",
        "Haritada göster bağlantısının https:// adresi.",
      ),
    }),
    "Adres",
  ),
  /** The company's registration data, shown in the KVKK notice and the terms of use. */
  company: field(
    z.strictObject({
      /** Registered e-mail (KEP) address for formal notices and KVKK applications. */
      kep: field(email, "KEP adresi", "Kayıtlı elektronik posta adresi; metinlerde {kep} yerine yazılır."),
      /** MERSIS number: 16 digits. */
      mersis: field(
        z.string().regex(/^[0-9]{16}$/, 'tırnak içinde 16 haneli bir MERSİS numarası, örneğin "0123456789000015"'),
        "MERSİS numarası",
        "16 rakam, tırnak içinde; metinlerde {mersis} yerine yazılır.",
      ),
      taxOffice: field(text, "Vergi dairesi", "Metinlerde {taxOffice} yerine yazılır."),
      taxNumber: field(
        z.string().regex(/^[0-9]{10}$/, 'tırnak içinde 10 haneli bir vergi numarası, örneğin "1234567890"'),
        "Vergi numarası",
        "10 rakam, tırnak içinde; metinlerde {taxNumber} yerine yazılır.",
      ),
    }),
    "Şirket kayıt bilgileri",
    "KVKK aydınlatma metninde ve kullanım koşullarında görünür.",
  ),
  officeHours: field(
    z.strictObject({
      label: field(text, "Görünen metin", "Metinlerde {officeHours} yerine yazılır, örneğin “Pazartesi - Cuma, 09:00 - 18:00”."),
      days: field(text, "Günler"),
      opens: field(
        z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/, 'tırnak içinde bir saat, örneğin "09:00"'),
        "Açılış saati",
        "Örneğin “09:00”.",
      ),
      closes: field(
        z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/, 'tırnak içinde bir saat, örneğin "18:00"'),
        "Kapanış saati",
        "Örneğin “18:00”.",
      ),
    }),
    "Çalışma saatleri",
  ),
  social: field(
    z
      .array(
        z.strictObject({
          name: field(text, "Platform", "Örneğin “Instagram”."),
          url: field(z.string().regex(/^https:\/\//, "https:// ile başlayan bir adres"), "Profil adresi"),
        }),
      )
      .min(1)
      .meta({ item: "Hesap" }),
    "Sosyal medya hesapları",
  ),
  copyrightYear: field(z.number().int().min(2000).max(2100), "Telif yılı", "Alt bilgideki © yılı."),
  vatRate: field(
    z.number().int().min(0).max(50),
    "KDV oranı (%)",
    "Fiyat sayfasındaki KDV dâhil tutarlar bu oranla hesaplanır; oran değişirse yalnızca burası değişir.",
  ),
  claims: field(claims, "Şirket rakamları", "Sayfalardaki {experience}, {projects} gibi kısaltmaların değerleri."),
  forms: z
    .strictObject({
      /**
       * Where the contact and demo forms send a lead: the site's own lead service at /api/leads
       * (`service`, the default), an outside address (`endpoint`), or nowhere (`off`: the forms say
       * so and show the phone and e-mail instead).
       */
      delivery: field(
        z
          .enum(formDeliveries)
          .meta({
            id: "FormDelivery",
            options: {
              service: "Sitenin kendi talep hizmeti",
              endpoint: "Dış gönderim adresi",
              off: "Kapalı (formlar göndermez)",
            },
          })
          .optional(),
        "Formların gönderimi",
        "service: talepler sitenin kendi talep hizmetine (/api/leads) kaydedilir ve ilgili ekibe e-postayla iletilir (varsayılan). endpoint: talepler aşağıdaki dış adrese gönderilir. off: formlar göndermez, ziyaretçiye telefon ve e-posta adresi gösterilir.",
      ),
      /** A URL that accepts a form POST, with `delivery: endpoint` only. */
      endpoint: field(
        z.string().regex(/^https?:\/\//, "http:// ya da https:// ile başlayan bir adres"),
        "Form gönderim adresi",
        "Yalnızca gönderim “endpoint” olduğunda: formların gönderileceği dış adres (Formspree, Getform veya şirketin başka bir sunucusu).",
      ).optional(),
      /** Who receives the posts for the company, named in the KVKK notice: "Formspree, Inc. (ABD)". */
      processor: field(
        text,
        "Form hizmetini sağlayan",
        "Gönderim adresinin arkasındaki hizmet, KVKK metninde adıyla geçer; örneğin “Formspree, Inc. (ABD)”. Gönderim adresi varsa zorunludur.",
      ).optional(),
    })
    .refine((forms) => forms.endpoint === undefined || forms.delivery === "endpoint", {
      message: "form adresi (`endpoint`) yalnızca `delivery: endpoint` ile birlikte: formlar o zaman bu adrese gönderir",
      path: ["delivery"],
    })
    .refine((forms) => forms.delivery !== "endpoint" || forms.endpoint !== undefined, {
      message: "`delivery: endpoint` seçildiğinde formların gönderileceği adres (`endpoint`)",
      path: ["endpoint"],
    })
    .refine((forms) => forms.endpoint === undefined || forms.processor !== undefined, {
      message:
        "form adresi (`endpoint`) yazıldığında formları alan hizmetin adı (`processor`): KVKK aydınlatma metni bu hizmeti anar",
      path: ["processor"],
    })
    .optional()
    .meta({ label: "Formlar" }),
  /**
   * The lead service (src/leads, docs/leads.md). Required: the KVKK notice states its period
   * ({leadRetention}), and the CMS edits a group of this file only when it is always there.
   */
  leads: field(
    z.strictObject({
      /** Days a lead is kept: every start of the service and `npm run leads -- purge` delete older leads. */
      retentionDays: field(
        z
          .number()
          .int("tam bir gün sayısı, örneğin 730")
          .min(30, "en az 30 gün, örneğin 730")
          .max(3650, "en fazla 3650 gün (10 yıl), örneğin 730"),
        "Saklama süresi (gün)",
        "Bir talebin veri tabanında kaldığı gün sayısı; daha eski talepler hizmet her başladığında silinir, örneğin 730.",
      ),
    }),
    "Talep hizmeti",
    "Sitenin kendi talep hizmetinin (/api/leads) ayarları.",
  ),
})

export type SiteContent = z.infer<typeof siteSchema>
