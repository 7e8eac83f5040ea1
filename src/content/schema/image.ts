import { z } from "zod"
import { text } from "./common"
import { field } from "./meta"

/**
 * Images editors upload. Every image field of the content is the same group (`src`, Turkish `alt`
 * or `decorative: true`, optional `caption`), made by `imageField(slot)`. The slot says where the
 * image is drawn: how wide it can be on screen, so the content check can refuse a file too small for
 * it and the build (src/postbuild/images.ts) knows which widths to make. This module is read by the CMS
 * in the browser too, so it holds declarations only: no file access, no sharp.
 */

/** Where uploaded images live in the repository, and how content files name them. */
export const mediaFolder = "data/media"
/** The prefix an image's `src` starts with: "/media/ofis.jpg" is the file data/media/ofis.jpg. */
export const mediaPrefix = "/media/"
/** Where the build writes the variants in public/, and so their addresses on the site. */
export const variantsFolder = "img"

/** The largest file an editor may upload: a phone photo fits; anything larger only slows the repository. */
export const maxSourceBytes = 5 * 1024 * 1024

export interface ImageSlot {
  /** The widest the image is drawn, in CSS pixels. */
  width: number
  /** Pixels per CSS pixel the largest variant serves (2: sharp on phones and high-density screens). */
  density: number
  /** The variant widths the build makes, in pixels, smallest first; the last is width × density. */
  widths: readonly number[]
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The slot as the content check names it to editors. */
  label: string
}

/**
 * Every place an image can be drawn. `band` is the image section of generic pages (at most 960 px
 * wide in the 1200 px container; 92vw matches the container's gutters below that); `cover`, `photo`
 * and `body` are an article's cover, a customer story's photos and images inside an article's
 * text (the article column, at most 760 px); `logo` is a customer's logo.
 */
export const imageSlots = {
  band: {
    width: 960,
    density: 2,
    widths: [480, 960, 1440, 1920],
    sizes: "(min-width: 1044px) 960px, 92vw",
    label: "sayfa görseli bölümü",
  },
  cover: {
    width: 760,
    density: 2,
    widths: [400, 760, 1140, 1520],
    sizes: "(min-width: 826px) 760px, 92vw",
    label: "yazı kapağı",
  },
  photo: {
    width: 760,
    density: 2,
    widths: [400, 760, 1140, 1520],
    sizes: "(min-width: 826px) 760px, 92vw",
    label: "müşteri hikâyesi fotoğrafı",
  },
  body: {
    width: 760,
    density: 2,
    widths: [400, 760, 1140, 1520],
    sizes: "(min-width: 826px) 760px, 92vw",
    label: "yazı içindeki görsel",
  },
  logo: { width: 160, density: 2, widths: [160, 240, 320], sizes: "160px", label: "müşteri logosu" },
} as const satisfies Record<string, ImageSlot>

export type ImageSlotName = keyof typeof imageSlots

/** The narrowest source a slot accepts: its widest drawing at its density. */
export const minimumWidth = (slot: ImageSlotName) => imageSlots[slot].width * imageSlots[slot].density

/** A file's own name: lower-case a-z and digits, single dots, dashes or underscores between them, a format the build reads. */
const baseName = /[a-z0-9]+([._-][a-z0-9]+)*\.(jpe?g|png|webp)/
const fileName = new RegExp(`^\\/media\\/([a-z0-9]+([._-][a-z0-9]+)*\\/)*${baseName.source}$`)

/**
 * The rule Decap's image widget checks, and its message. The widget tests the file's base name, not
 * the address it writes ("depo-raflari.jpg" for "/media/depo-raflari.jpg": decap-cms-widget-file,
 * getValidateValue), so the build's own pattern would refuse every file. Its media library can only
 * write addresses in data/media, and the content check still tests the whole address.
 */
export const cmsImageRule: [string, string] = [
  `^${baseName.source}$`,
  "adı küçük harf a-z, rakam ve kısa çizgiden oluşan bir JPEG, PNG ya da WebP dosyası (Türkçe harf ve boşluk olmadan)",
]

/** The address of an uploaded file: "/media/ofis-ekibi.jpg" (a file in data/media/). */
export const imageSrc = z
  .string()
  .regex(
    fileName,
    '"/media/ofis-ekibi.jpg" gibi data/media klasöründeki bir JPEG, PNG ya da WebP dosyası (adında küçük harf a-z, rakam ve kısa çizgi; Türkçe harf ve boşluk olmadan)',
  )
  .meta({ widget: "image" })

/**
 * Alternative text: what the picture shows, in Turkish, for readers who cannot see it. A file name
 * or camera name written as alt text is refused by the content check (src/content/image-check.ts).
 */
export const altText = z.string().trim().min(5, "resmin ne gösterdiğini anlatan en az 5 karakterlik Türkçe bir açıklama")

export const altRule =
  "resmin ne gösterdiğini anlatan Türkçe bir açıklama (`alt`) ya da yalnızca süs olan bir resim için `decorative: true`"

const imageShape = {
  src: field(
    imageSrc,
    "Resim dosyası",
    "JPEG, PNG ya da WebP; en çok 5 MB. Site her ekran için küçültülmüş sürümlerini kendisi üretir; büyük bir fotoğraf yükleyin, yeterince geniş olmayanı derleme reddeder.",
  ),
  alt: field(
    altText,
    "Resim açıklaması",
    "Resmi göremeyen ziyaretçi için resmin ne gösterdiğini anlatan Türkçe bir cümle, örneğin “Destek ekibi ofiste bir müşterinin sorusunu yanıtlıyor”.",
  ).optional(),
  /** A picture that adds nothing to the text (a pattern, a mood): screen readers skip it. */
  decorative: field(
    z.boolean(),
    "Yalnızca süs",
    "Resim metne bilgi katmıyorsa (bir desen, bir atmosfer) işaretleyin; açıklama yazılmaz, ekran okuyucular resmi atlar.",
  ).optional(),
  caption: field(text, "Resim altı yazısı", "Resmin altında görünen kısa yazı (isteğe bağlı).").optional(),
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const made = new Map<ImageSlotName, z.ZodType>()

/**
 * The image field of one slot: one schema per slot (made once, so the JSON Schemas see one
 * definition), named `<Slot>Image` in GraphQL, where the build adds its `picture` (the variants).
 */
export function imageField(slot: ImageSlotName) {
  const known = made.get(slot)
  if (known) return known as ReturnType<typeof build>
  const schema = build(slot)
  made.set(slot, schema)
  return schema
}

function build(slot: ImageSlotName) {
  return (
    z
      .strictObject(imageShape)
      .refine((image) => (image.decorative === true) !== (image.alt !== undefined), { message: altRule, path: ["alt"] })
      // "Resim" unless the field names it (a cover, a logo): a labelled copy would lose the id.
      .meta({ id: imageTypeName(slot), imageSlot: slot, label: "Resim" })
  )
}

/** The GraphQL type of a slot's image field. */
export const imageTypeName = (slot: ImageSlotName) => `${pascal(slot)}Image`

/** The slot of an image field's GraphQL type ("BandImage" → "band"), for the build's resolver. */
export const slotOfType = (typeName: string): ImageSlotName | undefined =>
  (Object.keys(imageSlots) as ImageSlotName[]).find((slot) => imageTypeName(slot) === typeName)

/** The slot an image schema was made for, read from its `.meta()`. */
export const slotOfSchema = (schema: unknown): ImageSlotName | undefined => {
  const meta = z.globalRegistry.get(schema as z.ZodType) as { imageSlot?: ImageSlotName } | undefined
  return meta?.imageSlot
}

/** An image as content files write it. */
export interface ImageRef {
  src: string
  alt?: string | null
  decorative?: boolean | null
  caption?: string | null
}

/**
 * What the build made of one image for one slot (src/postbuild/images.ts), as a page draws it with
 * <Picture> (src/components/picture.tsx): the same fields as the GraphQL type `Picture`.
 */
export interface PictureData {
  /** Pixel size of the largest variant; the <img> gets them as width and height, so no layout shift. */
  width: number
  height: number
  /** The image's dominant colour ("#3a6f8f"), painted behind it until it loads. */
  color: string
  sizes: string
  /** The fallback format's middle variant, for browsers that read no srcset. */
  src: string
  /** The fallback format's variants ("/img/ofis-1a2b3c4d5e-480.jpg 480w, ..."). */
  srcSet: string
  /** The fallback's type: image/jpeg, or image/png for a source with transparency. */
  type: string
  /** Formats a browser may prefer, best first (AVIF, WebP). */
  sources: readonly { type: string; srcSet: string }[]
}
