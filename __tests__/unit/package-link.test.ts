/** @jest-environment node */
import { packageLink, packageSubject } from "../../src/kinds/support/package-link"

describe("packageSubject", () => {
  it("names the contact form subject of a support package", () => {
    expect(packageSubject("standart")).toBe("destek-paketi-standart")
  })

  it("leads to the contact form's section with the package chosen", () => {
    expect(packageLink("premium")).toBe("/contact?konu=destek-paketi-premium#iletisim-formu")
  })
})
