import { z } from "zod"
import { formDeliveries } from "../conditions"
import { paragraph, text } from "./common"

const phone = z
  .strictObject({
    label: text,
    /** As people read it: "0452 555 01 00". */
    display: text,
    /** International digits for tel: links: "+904525550100". */
    tel: z.string().regex(/^\+90[0-9]{10}$/, 'uluslararası biçimde bir numara, örneğin "+904525550100"'),
  })
  .meta({ id: "SitePhone" })

const email = z.email('bir e-posta adresi, örneğin "info@example.com"')

const claim = z
  .strictObject({
    /** The figure as a stat shows it: "500+". */
    value: text,
    label: text,
    /**
     * The figure as a sentence reads it, such as "500'ü aşkın": Turkish cannot put a suffix after
     * "500+", so running text uses this form (tokens such as {projectsInText}).
     */
    inText: text.optional(),
  })
  .meta({ id: "SiteClaim" })

const whatsapp = z
  .strictObject({
    display: text,
    number: z
      .string()
      .regex(/^90[0-9]{10}$/, 'ülke koduyla başlayan, yalnızca rakamlardan oluşan bir numara, örneğin "904525550100"'),
    /** The greeting the chat opens with. */
    message: paragraph,
  })
  .meta({ id: "SiteWhatsapp" })

/** One line per contact channel; `whatsapp` is keyed the same way. */
const phones = z.strictObject({ main: phone, sales: phone, support: phone })

const emails = z.strictObject({
  info: email,
  sales: email,
  support: email,
  demo: email,
  kvkk: email,
})

const claims = z.strictObject({
  experience: claim,
  founded: claim,
  projects: claim,
  satisfaction: claim,
  staff: claim,
  support: claim,
})

/** A line of `phones` and `whatsapp` ("sales"), as content names it. */
export const lineKey = phones.keyof().meta({ id: "ContactLine" })
/** An address of `emails` ("kvkk"), as content names it. */
export const emailKey = emails.keyof().meta({ id: "EmailKey" })
/** A figure of `claims` ("projects"), as a claims section and the tokens name it. */
export const claimKey = claims.keyof().meta({ id: "ClaimKey" })
export const claimKeys = claimKey.options
export type ClaimKey = z.infer<typeof claimKey>

/** The one file that owns the brand, every contact value and the company claims. */
export const siteSchema = z.strictObject({
  brand: text,
  legalName: text,
  /** Absolute address of the production site, for canonical links, the sitemap and Open Graph. */
  siteUrl: z.string().regex(/^https:\/\/[^/\s]+$/, 'sonunda eğik çizgi olmayan bir adres, örneğin "https://www.example.com"'),
  slogan: text,
  defaultDescription: paragraph,
  phones,
  emails,
  /** One WhatsApp line per contact channel, keyed like `phones`. */
  whatsapp: z.strictObject({ main: whatsapp, sales: whatsapp, support: whatsapp }),
  address: z.strictObject({
    street: text,
    district: text,
    city: text,
    postalCode: z.string().regex(/^[0-9]{5}$/, 'tırnak içinde beş haneli bir posta kodu, örneğin "52300"'),
    country: text,
    mapUrl: z.string().regex(/^https:\/\//, "https:// ile başlayan bir harita adresi"),
  }),
  /** The company's registration data, shown in the KVKK notice and the terms of use. */
  company: z.strictObject({
    /** Registered e-mail (KEP) address for formal notices and KVKK applications. */
    kep: email,
    /** MERSIS number: 16 digits. */
    mersis: z.string().regex(/^[0-9]{16}$/, 'tırnak içinde 16 haneli bir MERSİS numarası, örneğin "0123456789000015"'),
    taxOffice: text,
    taxNumber: z.string().regex(/^[0-9]{10}$/, 'tırnak içinde 10 haneli bir vergi numarası, örneğin "1234567890"'),
  }),
  officeHours: z.strictObject({
    label: text,
    days: text,
    opens: z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/, 'tırnak içinde bir saat, örneğin "09:00"'),
    closes: z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/, 'tırnak içinde bir saat, örneğin "18:00"'),
  }),
  social: z
    .array(
      z.strictObject({
        name: text,
        url: z.string().regex(/^https:\/\//, "https:// ile başlayan bir adres"),
      }),
    )
    .min(1),
  copyrightYear: z.number().int().min(2000).max(2100),
  claims,
  forms: z
    .strictObject({
      /**
       * Where the contact and demo forms send a lead: the site's own lead service at /api/leads
       * (`service`, the default), an outside address (`endpoint`), or nowhere (`off`: the forms say
       * so and show the phone and e-mail instead).
       */
      delivery: z.enum(formDeliveries).meta({ id: "FormDelivery" }).optional(),
      /** A URL that accepts a form POST, with `delivery: endpoint` only. */
      endpoint: z
        .string()
        .regex(/^https?:\/\//, "http:// ya da https:// ile başlayan bir adres")
        .optional(),
      /** Who receives the posts for the company, named in the KVKK notice: "Formspree, Inc. (ABD)". */
      processor: text.optional(),
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
    .optional(),
  /**
   * The lead service (src/leads, docs/leads.md). Required: the KVKK notice states its period
   * ({leadRetention}), and the CMS edits a group of this file only when it is always there.
   */
  leads: z.strictObject({
    /** Days a lead is kept: every start of the service and `npm run leads -- purge` delete older leads. */
    retentionDays: z
      .number()
      .int("tam bir gün sayısı, örneğin 730")
      .min(30, "en az 30 gün, örneğin 730")
      .max(3650, "en fazla 3650 gün (10 yıl), örneğin 730"),
  }),
})

export type SiteContent = z.infer<typeof siteSchema>
