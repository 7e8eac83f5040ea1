/** @jest-environment node */
import { formatPrice, packageSubject } from "../../src/components/support/format-price"

describe("formatPrice", () => {
  it("shows a price of 0 as free", () => {
    expect(formatPrice(0)).toBe("Ücretsiz")
  })

  it("writes lira amounts with the Turkish thousands separator", () => {
    expect(formatPrice(500)).toBe("500 TL")
    expect(formatPrice(1000)).toBe("1.000 TL")
    expect(formatPrice(12500)).toBe("12.500 TL")
    expect(formatPrice(1250000)).toBe("1.250.000 TL")
  })
})

describe("packageSubject", () => {
  it("names the contact form subject of a support package", () => {
    expect(packageSubject("standart")).toBe("destek-paketi-standart")
  })
})
