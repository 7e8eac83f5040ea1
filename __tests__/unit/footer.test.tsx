import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/footer"
import { readData } from "../support/site-data"

const site = readData<{
  brand: string
  copyrightYear: number
  phones: { main: { display: string; tel: string } }
  emails: { info: string }
}>("site.yaml")

describe("Footer", () => {
  it("shows the phone, info e-mail, address, legal links and copyright from the data files", () => {
    render(<Footer />)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: site.phones.main.display })).toHaveAttribute(
      "href",
      `tel:${site.phones.main.tel}`,
    )
    expect(within(footer).getByRole("link", { name: site.emails.info })).toHaveAttribute("href", `mailto:${site.emails.info}`)
    expect(footer).toHaveTextContent("Ünye/Ordu")
    expect(footer).toHaveTextContent(`© ${site.copyrightYear} ${site.brand}`)
    for (const href of ["/privacy", "/terms", "/cookies"]) {
      expect(
        within(footer)
          .getAllByRole("link")
          .some((a) => a.getAttribute("href") === href),
      ).toBe(true)
    }
  })
})
