import { decide, eDocumentSchema, everyPath, fillAmounts, nextStep, pathOf, type Status } from "../../src/kinds/e-document"
import { leadMessage } from "../../src/kinds/e-document/lead-message"
import { checkWords } from "../../src/kinds/e-document/words"
import { readData } from "../support/site-data"

/**
 * The e-document check's answers for realistic businesses, written from the communiqués (docs/decisions.md,
 * "e-Dönüşüm zorunluluk testi"), not from the rules file: VUK GT 509 as amended by 535 (e-Fatura from
 * 3 million TL of 2022+ sales, 500 thousand TL for internet, real-estate and vehicle trade, e-İrsaliye from
 * 10 million TL, each from 1 July of the following year; the sector groups regardless of sales), 589
 * (e-Arşiv for every invoice from 2026, paper up to 3,000 TL in 2026 for basit usul and işletme esası),
 * e-Defter GT 5 (every balance-sheet taxpayer from 1 January 2025) and e-SMM for the self-employed since
 * 1 June 2020. The check's file is the real one of data/.
 */

const check = eDocumentSchema.parse(readData("e-donusum/e-donusum-testi.yaml"))

type Expected = Record<"e-fatura" | "e-arsiv" | "e-defter" | "e-irsaliye" | "e-smm", Status | [Status, string]>

const businesses: { who: string; answers: string; expected: Expected }[] = [
  {
    who: "a limited company restaurant with 2.5 million TL of sales",
    answers: "sirket/yok/3-milyon-alti",
    expected: {
      "e-fatura": "voluntary",
      "e-arsiv": ["required", "1 Ocak 2026"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a wholesaler (A.Ş.) with 12 million TL",
    answers: "sirket/yok/10-milyon-ve-ustu",
    expected: {
      "e-fatura": ["required", "1 Temmuz 2026"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": ["required", "1 Temmuz 2026"],
      "e-smm": "notRequired",
    },
  },
  {
    who: "an online shop kept on işletme esası with 800 thousand TL",
    answers: "isletme/internet-gayrimenkul-tasit/500-bin-10-milyon",
    expected: {
      "e-fatura": ["required", "1 Temmuz 2026"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": "unsettled",
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a self-employed consultant",
    answers: "serbest-meslek",
    expected: {
      "e-fatura": "voluntary",
      "e-arsiv": "notRequired",
      "e-defter": "notRequired",
      "e-irsaliye": "notRequired",
      "e-smm": ["required", "1 Haziran 2020"],
    },
  },
  {
    who: "a car dealer (Ltd.) with 6 million TL",
    answers: "sirket/internet-gayrimenkul-tasit/500-bin-10-milyon",
    expected: {
      "e-fatura": ["required", "1 Temmuz"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a real-estate agent on işletme esası with 400 thousand TL",
    answers: "isletme/internet-gayrimenkul-tasit/500-bin-alti",
    expected: {
      "e-fatura": "voluntary",
      "e-arsiv": ["required", "3.000 TL"],
      "e-defter": "notRequired",
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a boutique hotel with a municipality certificate and 1.2 million TL",
    answers: "sirket/konaklama/10-milyon-alti",
    expected: {
      "e-fatura": ["required", "1 Temmuz 2022"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a fruit and vegetable commission agent at the hal, on işletme esası",
    answers: "isletme/hal",
    expected: {
      "e-fatura": ["required", "1 Ocak 2020"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": "unsettled",
      "e-irsaliye": ["required", "1 Ocak 2020"],
      "e-smm": "notRequired",
    },
  },
  {
    who: "a fuel distributor with an EPDK licence (A.Ş.)",
    answers: "sirket/epdk-otv",
    expected: {
      "e-fatura": ["required", "dördüncü ayın"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": ["required", "1 Temmuz 2020"],
      "e-smm": "notRequired",
    },
  },
  {
    who: "a tailor taxed on basit usul",
    answers: "basit-usul",
    expected: {
      "e-fatura": "unsettled",
      "e-arsiv": ["required", "1 Ocak 2027"],
      "e-defter": "notRequired",
      "e-irsaliye": "notRequired",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a marketplace operator (Ltd.) with 15 million TL",
    answers: "sirket/araci-hizmet/10-milyon-ve-ustu",
    expected: {
      "e-fatura": ["required", "1 Ocak 2020"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": ["required", "1 Temmuz 2026"],
      "e-smm": "notRequired",
    },
  },
  {
    who: "a grocery on işletme esası with 1.8 million TL",
    answers: "isletme/yok/3-milyon-alti",
    expected: {
      "e-fatura": "voluntary",
      "e-arsiv": ["required", "3.000 TL"],
      "e-defter": "notRequired",
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a furniture workshop on işletme esası with 4 million TL",
    answers: "isletme/yok/3-milyon-10-milyon",
    expected: {
      "e-fatura": ["required", "1 Temmuz 2026"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": "unsettled",
      "e-irsaliye": "voluntary",
      "e-smm": "notRequired",
    },
  },
  {
    who: "a furniture factory (A.Ş.) with 40 million TL",
    answers: "sirket/yok/10-milyon-ve-ustu",
    expected: {
      "e-fatura": ["required", "1 Temmuz 2026"],
      "e-arsiv": ["required", "e-Fatura ile aynı tarihte"],
      "e-defter": ["required", "1 Ocak 2025"],
      "e-irsaliye": ["required", "1 Temmuz 2026"],
      "e-smm": "notRequired",
    },
  },
]

describe("the e-document check's answers for real businesses", () => {
  it.each(businesses)("$who ($answers)", ({ answers, expected }) => {
    const path = pathOf(check, answers.split("/"))
    expect(path).toBeDefined()
    if (!path) return
    expect(nextStep(check, path)).toBeUndefined()
    const found = Object.fromEntries(
      decide(check, path).map(({ document, rule }) => {
        const start = rule.start ? fillAmounts(rule.start, check.thresholds) : ""
        return [document.id, { status: rule.status, start }]
      }),
    )
    for (const [document, want] of Object.entries(expected)) {
      const [status, start] = Array.isArray(want) ? want : [want, undefined]
      expect({ document, status: found[document]?.status }).toEqual({ document, status })
      if (start) expect(found[document].start).toContain(start)
    }
  })

  it("tells a business under a threshold when it would start (the year to come)", () => {
    const path = pathOf(check, ["sirket", "yok", "3-milyon-alti"])
    const eFatura = path && decide(check, path).find((result) => result.document.id === "e-fatura")
    expect(eFatura?.upcoming?.text).toBe(
      "2026 hasılatınız 3 milyon TL ve üzerinde olursa 1 Temmuz 2027'den itibaren zorunlu olur.",
    )
    const online = pathOf(check, ["isletme", "internet-gayrimenkul-tasit", "500-bin-alti"])
    const onlineFatura = online && decide(check, online).find((result) => result.document.id === "e-fatura")
    expect(onlineFatura?.upcoming?.threshold.amount).toBe(500_000)
  })

  it("asks the sales only where the answer changes a result, in bands named after the thresholds", () => {
    const bands = (answers: string[]) => {
      const path = pathOf(check, answers)
      return path ? nextStep(check, path)?.options.map((option) => option.label) : undefined
    }
    expect(bands(["sirket", "yok"])).toEqual(["3 milyon TL'nin altında", "3 milyon – 10 milyon TL", "10 milyon TL ve üzeri"])
    expect(bands(["sirket", "internet-gayrimenkul-tasit"])).toEqual([
      "500 bin TL'nin altında",
      "500 bin – 10 milyon TL",
      "10 milyon TL ve üzeri",
    ])
    expect(bands(["sirket", "konaklama"])).toEqual(["10 milyon TL'nin altında", "10 milyon TL ve üzeri"])
    // A licensed fuel seller's results do not depend on its sales: no sales question.
    expect(bands(["sirket", "epdk-otv"])).toBeUndefined()
  })

  it("reaches every result in at most three answers, and refuses an address that is no path", () => {
    const paths = everyPath(check)
    const results = paths.filter((path) => nextStep(check, path) === undefined)
    expect(results.length).toBeGreaterThanOrEqual(12)
    expect(Math.max(...paths.map((path) => path.length))).toBeLessThanOrEqual(3)
    expect(pathOf(check, ["sirket", "hic-boyle-bir-cevap"])).toBeUndefined()
    expect(pathOf(check, ["serbest-meslek", "yok"])).toBeUndefined()
  })

  it("writes the answers and results into the form's message, for the visitor to change or send", () => {
    const path = pathOf(check, ["sirket", "yok", "3-milyon-alti"])
    if (!path) throw new Error("no path")
    const message = leadMessage({
      content: check,
      path,
      results: decide(check, path),
      address: "https://www.ornek.example/e-donusum-testi/sirket/yok/3-milyon-alti",
      request: check.form.request,
    })
    expect(message.split("\n")).toEqual([
      "e-Dönüşüm zorunluluk testi sonucum:",
      "https://www.ornek.example/e-donusum-testi/sirket/yok/3-milyon-alti",
      "",
      "Cevaplarım:",
      "- Vergilendirme: Şirket ya da bilanço esasına göre defter tutan işletme",
      "- Faaliyet: Hiçbiri",
      "- Brüt satış hasılatı: 3 milyon TL'nin altında",
      "",
      "Sonuç:",
      "- e-Fatura: Zorunlu değil, gönüllü geçebilirsiniz",
      "- e-Arşiv fatura: Zorunlu: 1 Ocak 2026'dan beri tüm faturalarda",
      "- e-Defter: Zorunlu: 1 Ocak 2025'ten beri (sonra başlayanlarda işe başlama tarihinden)",
      "- e-İrsaliye: Zorunlu değil, gönüllü geçebilirsiniz",
      "- e-SMM: Zorunlu değil",
      "",
      check.form.request,
    ])
  })

  it("speaks an English page's language: its bands, amounts, statuses and message, at the Turkish addresses", () => {
    const english = { ...check, language: "en" }
    const path = pathOf(english, ["sirket", "yok"])
    if (!path) throw new Error("no path")
    const options = nextStep(english, path)?.options ?? []
    expect(options.map((option) => option.label)).toEqual([
      "Under 3 million TL",
      "3 million – 10 million TL",
      "10 million TL or more",
    ])
    expect(options.map((option) => option.slug)).toEqual(["3-milyon-alti", "3-milyon-10-milyon", "10-milyon-ve-ustu"])
    expect(fillAmounts("{tutar:fatura-genel}", check.thresholds, "en")).toBe("3 million TL")
    const result = pathOf(english, ["sirket", "yok", "3-milyon-alti"])
    if (!result) throw new Error("no path")
    const message = leadMessage({
      content: { ...english, title: "e-document obligation check" },
      path: result,
      results: decide(english, result),
      address: "https://www.ornek.example/en/e-document-check/sirket/yok/3-milyon-alti",
      request: "Please call me.",
      words: checkWords.en,
      language: "en",
    }).split("\n")
    expect(message.slice(0, 4)).toEqual([
      "My result in the e-document obligation check:",
      "https://www.ornek.example/en/e-document-check/sirket/yok/3-milyon-alti",
      "",
      "My answers:",
    ])
    expect(message).toContain("- Brüt satış hasılatı: Under 3 million TL")
    expect(message).toContain("Result:")
    expect(message).toContain("- e-Fatura: Not required; you may switch voluntarily")
  })
})
