import { render } from "@testing-library/react"
import { linkedContact } from "../../src/kinds/support/channel-list"
import type { SiteData } from "../../src/hooks/use-site-data"
import { readData } from "../support/site-data"

// The real data/site.yaml, as the SiteData query hands it to the component.
const site = readData<SiteData>("site.yaml")

const linksOf = (text: string) =>
  [...render(<p>{linkedContact(text, site)}</p>).container.querySelectorAll("a")].map((a) => [
    a.textContent,
    a.getAttribute("href"),
  ])

describe("a support channel's contact text", () => {
  it("makes the support line tap-to-call and keeps the words around it", () => {
    const text = `Randevu için ${site.phones.support.display}`
    const { container } = render(<p>{linkedContact(text, site)}</p>)
    expect(container).toHaveTextContent(text)
    expect(linksOf(text)).toEqual([[site.phones.support.display, `tel:${site.phones.support.tel}`]])
  })

  it("makes an e-mail address a mailto link", () => {
    expect(linksOf(site.emails.support)).toEqual([[site.emails.support, `mailto:${site.emails.support}`]])
  })

  it("opens a WhatsApp chat on the line when the number follows 'WhatsApp'", () => {
    const [[shown, href]] = linksOf(`WhatsApp: ${site.phones.support.display}`)
    expect(shown).toBe(site.phones.support.display)
    expect(href?.startsWith(`https://wa.me/${site.whatsapp.support.number}?text=`)).toBe(true)
  })

  it("leaves a text without a known number or address as it is", () => {
    expect(linkedContact("Randevu ile", site)).toEqual(["Randevu ile"])
  })
})
