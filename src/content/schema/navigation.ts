import { z } from "zod"
import { href, text } from "./common"
import { field } from "./meta"

const menuItem = z
  .strictObject({
    href,
    label: field(text, "Bağlantı metni"),
    description: field(text, "Kısa açıklama", "Menüde bağlantının altında görünen tek satır."),
  })
  .meta({ id: "MenuItem", item: "Bağlantı" })
const footerLink = z.strictObject({ href, label: field(text, "Bağlantı metni") }).meta({ id: "FooterLink", item: "Bağlantı" })

/** Header menus (desktop hover menus and mobile groups) and footer link groups. */
export const navigationSchema = z.strictObject({
  menus: field(
    z
      .array(
        z
          .strictObject({
            label: field(text, "Menü adı"),
            /** The page or page section that presents the whole menu; the not-found page links there. */
            overview: field(
              href,
              "Genel bakış bağlantısı",
              "Menünün tamamını tanıtan sayfa veya bölüm, örneğin /services#erp-sistemleri.",
            ),
            items: field(z.array(menuItem).min(1), "Bağlantılar"),
          })
          .meta({ id: "Menu", item: "Menü" }),
      )
      .min(1),
    "Üst menüler",
    "Başlıktaki açılır menüler ve mobil menünün grupları.",
  ),
  footer: field(
    z
      .array(
        z
          .strictObject({ title: field(text, "Grup başlığı"), links: field(z.array(footerLink).min(1), "Bağlantılar") })
          .meta({ id: "FooterGroup", item: "Grup" }),
      )
      .min(1),
    "Alt bilgi bağlantı grupları",
  ),
  legal: field(
    z.array(footerLink).min(1),
    "Yasal bağlantılar",
    "Alt bilginin en altındaki KVKK, kullanım koşulları ve çerez bağlantıları.",
  ),
  /** The contact page's address: the header's contact button and the mobile menu's "get in touch" link. */
  contact: field(
    href,
    "İletişim sayfası",
    "Her sayfanın başlığındaki “İletişim” düğmesinin ve mobil menüdeki “İletişime geçin” bağlantısının açtığı sayfa, örneğin /contact.",
  ),
  /** The search page's address, linked with an icon from the header of every page and from the mobile menu. */
  search: field(
    href,
    "Arama sayfası",
    "Her sayfanın başlığında büyüteç simgesiyle ve mobil menüde “Ara” bağlantısının açtığı sayfa, örneğin /ara.",
  ).optional(),
})
