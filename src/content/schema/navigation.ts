import { z } from "zod"
import { href, text } from "./common"

const menuItem = z.strictObject({ href, label: text, description: text }).meta({ id: "MenuItem" })
const footerLink = z.strictObject({ href, label: text }).meta({ id: "FooterLink" })

/** Header menus (desktop hover menus and mobile groups) and footer link groups. */
export const navigationSchema = z.strictObject({
  menus: z
    .array(
      z
        .strictObject({
          label: text,
          /** The page or page section that presents the whole menu; the not-found page links there. */
          overview: href,
          items: z.array(menuItem).min(1),
        })
        .meta({ id: "Menu" }),
    )
    .min(1),
  footer: z.array(z.strictObject({ title: text, links: z.array(footerLink).min(1) }).meta({ id: "FooterGroup" })).min(1),
  legal: z.array(footerLink).min(1),
  /** The search page's address, linked with an icon from the header of every page and from the mobile menu. */
  search: href.optional(),
})
