import { roleAfterComma } from "../../src/content/role-text"

describe("a role after a name and a comma", () => {
  it("starts in lower case, unless with an abbreviation", () => {
    expect(roleAfterComma("Mali çözümler danışmanı")).toBe("mali çözümler danışmanı")
    expect(roleAfterComma("İnsan kaynakları uzmanı")).toBe("insan kaynakları uzmanı")
    expect(roleAfterComma("ERP proje yöneticisi")).toBe("ERP proje yöneticisi")
  })
})
