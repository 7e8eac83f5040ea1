import sharp from "sharp"
import { imageFormat, mediaNamed } from "../../src/admin/uploaded-media"

/** Issue 47: a picture uploaded in the CMS is measured before a save that names it (src/admin/uploaded-media.ts). */
it("finds every media file an entry names, in fields, nested lists and Markdown, each once", () => {
  const entry = {
    title: "Sayım",
    cover: { src: "/media/depo-raflari.jpg", alt: "Raflar" },
    sections: [{ image: { src: "/media/ekip/ofis.webp" } }, { image: { src: "/media/depo-raflari.jpg" } }],
    body: 'Metin ![Koli](/media/koli.PNG "başlık") ve [bağlantı](/blog/yazi).',
  }
  expect(mediaNamed(entry)).toEqual(["depo-raflari.jpg", "ekip/ofis.webp", "koli.PNG"])
  expect(mediaNamed({ src: "/media/../site.yaml.jpg", other: "/medya/a.jpg", gif: "/media/a.gif" })).toEqual([])
})

it("tells JPEG, PNG and WebP apart by their first bytes, as the build does, and nothing else", async () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .toFormat(format)
      .toBuffer()
    expect(imageFormat(new Uint8Array(bytes.subarray(0, 16)))).toBe(format)
  }
  expect(imageFormat(new Uint8Array(Buffer.from("GIF89a............")))).toBeUndefined()
  expect(imageFormat(new Uint8Array(Buffer.from("<svg xmlns=")))).toBeUndefined()
  expect(imageFormat(new Uint8Array(0))).toBeUndefined()
})
