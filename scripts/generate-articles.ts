/**
 * Generated articles for `npm run bench:articles` (scripts/bench-articles.ts): N Markdown files for
 * data/articles that pass the content check, shaped like real ones. Categories, sectors and authors
 * vary; tags come from a pool of the site's topics; dates spread over five years; each body has 600 to
 * 1,200 words of varied Turkish sentences under "##" headings, a list, a table and links to the
 * site's solution pages and to earlier generated articles. The same seed gives the same files.
 */
import fs from "fs"
import path from "path"
import { parse } from "yaml"
import type { ArticleCategory, ArticleSector } from "../src/kinds/articles/schema"

/** A small, fast, seeded generator (mulberry32), so two runs generate the same site. */
export function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  const some = <T>(list: readonly T[], count: number): T[] => {
    const pool = [...list]
    const out: T[] = []
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0])
    return out
  }
  return { next, int, pick, some }
}

type Random = ReturnType<typeof randomSource>

/** Per sector: the business, what it handles, its tags and the solution pages that serve it. */
const sectorTopics: Record<
  ArticleSector,
  { business: string[]; things: string[]; tags: string[]; pages: string[]; names: string[] }
> = {
  restoran: {
    business: ["restoran", "kafe", "esnaf lokantası", "pastane", "fırın"],
    things: ["adisyon", "masa siparişi", "paket servis", "reçete maliyeti", "mutfak ekranı"],
    tags: ["restoran", "adisyon", "mutfak ekranı", "paket servis", "reçete maliyeti", "kasa"],
    pages: ["/erp/restaurant-ve-adisyon-sistemi", "/erp/on-muhasebe-sistemleri"],
    names: ["Lokanta", "Kafe", "Pastanesi", "Fırını", "Mutfak"],
  },
  perakende: {
    business: ["market", "mağaza zinciri", "kırtasiye", "hırdavat mağazası", "butik"],
    things: ["barkodlu satış", "kasa kapanışı", "raf etiketi", "sadakat kartı", "şube transferi"],
    tags: ["perakende", "barkod", "kasa", "kampanya", "şube yönetimi", "stok sayımı"],
    pages: ["/erp/perakende-ve-barkod-sistemi", "/erp/depo-ve-plasiyer-yonetimi"],
    names: ["Market", "Mağazaları", "Kırtasiye", "Yapı Market", "Butik"],
  },
  toptan: {
    business: ["gıda toptancısı", "ambalaj toptancısı", "kuru gıda dağıtıcısı", "temizlik ürünleri toptancısı"],
    things: ["vade takibi", "risk limiti", "fiyat listesi", "sipariş onayı", "cari mutabakat"],
    tags: ["toptan", "vade takibi", "cari hesap", "risk limiti", "fiyat listesi", "tahsilat"],
    pages: ["/erp/toptan-yonetimi", "/ecommerce/b2b-sistemler"],
    names: ["Toptan", "Gıda", "Ambalaj", "Ticaret", "Dağıtım"],
  },
  uretim: {
    business: ["mobilya atölyesi", "tekstil üreticisi", "metal işleme firması", "plastik enjeksiyon fabrikası"],
    things: ["ürün ağacı", "MRP çalıştırma", "iş emri", "kapasite planı", "fire takibi"],
    tags: ["üretim", "MRP", "ürün ağacı", "iş emri", "kapasite planlama", "maliyet"],
    pages: ["/erp/uretim-ve-mrp-sistemi", "/erp/depo-ve-plasiyer-yonetimi"],
    names: ["Mobilya", "Tekstil", "Metal", "Plastik", "Makine"],
  },
  dagitim: {
    business: ["depo işletmesi", "içecek dağıtıcısı", "lojistik firması", "bölge bayisi"],
    things: ["plasiyer rotası", "sevkiyat planı", "depo adresleme", "el terminali", "araç yüklemesi"],
    tags: ["depo", "plasiyer", "sevkiyat", "e-İrsaliye", "stok sayımı", "el terminali"],
    pages: ["/erp/depo-ve-plasiyer-yonetimi", "/erp/e-fatura-e-arsiv-e-irsaliye"],
    names: ["Lojistik", "Dağıtım", "Depoculuk", "Bayi", "Nakliyat"],
  },
  eticaret: {
    business: ["çevrim içi mağaza", "pazaryeri satıcısı", "kozmetik markası", "ev tekstili markası"],
    things: ["sipariş aktarımı", "pazaryeri entegrasyonu", "iade süreci", "kargo etiketi", "ödeme altyapısı"],
    tags: ["e-ticaret", "pazaryeri", "kargo", "iade", "ödeme", "e-Arşiv"],
    pages: ["/ecommerce/b2c-sistemler", "/ecommerce/pazaryeri-entegrasyonlari", "/ecommerce/odeme-sistemleri"],
    names: ["Kozmetik", "Ev Tekstili", "Moda", "Bahçe", "Oyuncak"],
  },
  hizmet: {
    business: ["mali müşavirlik bürosu", "servis firması", "eğitim kurumu", "sağlık merkezi"],
    things: ["ön muhasebe", "tahsilat planı", "hizmet faturası", "personel puantajı", "randevu takibi"],
    tags: ["ön muhasebe", "e-Fatura", "tahsilat", "bordro", "insan kaynakları", "raporlama"],
    pages: ["/erp/on-muhasebe-sistemleri", "/erp/insan-kaynaklari", "/erp/muhasebe-sistemi"],
    names: ["Danışmanlık", "Eğitim", "Teknik Servis", "Sağlık", "Mühendislik"],
  },
}

const sectors = Object.keys(sectorTopics) as ArticleSector[]
const generalTags = ["ERP", "e-Fatura", "e-Arşiv", "dijital dönüşüm", "raporlama", "KVKK", "bulut", "mobil", "entegrasyon"]
const generalPages = [
  "/erp/muhasebe-sistemi",
  "/erp/e-fatura-e-arsiv-e-irsaliye",
  "/support/teknik-destek",
  "/support/danismanlik-hizmetleri",
  "/project-process",
  "/services",
  "/custom-software",
]
const people = ["Ayşe", "Mehmet", "Elif", "Burak", "Zeynep", "Emre", "Gülşen", "Oğuz", "İpek", "Şahin", "Çağla", "Ümit"]
/** What a second article on the same subject looks at (titles are sentence case: no proper names). */
const angles = [
  "ilk ay",
  "yoğun sezon",
  "şubeli yapılar",
  "küçük ekipler",
  "ikinci yıl",
  "saha ekibi",
  "yönetici gözüyle",
  "maliyet tarafı",
  "denetim öncesi",
  "yıl sonu",
]
const cities = [
  "İstanbul",
  "Ankara",
  "İzmir",
  "Bursa",
  "Konya",
  "Kayseri",
  "Gaziantep",
  "Eskişehir",
  "Denizli",
  "Trabzon",
  "Samsun",
  "Manisa",
]

const titleShapes: Record<ArticleCategory, ((t: string, b: string) => string)[]> = {
  rehber: [
    (t, b) => `${cap(b)} için ${t} rehberi`,
    (t) => `${cap(t)} nasıl kurulur: adım adım rehber`,
    (t, b) => `${cap(b)} işletmelerinde ${t} düzeni`,
    (t) => `${cap(t)}: sık yapılan hatalar ve çözümleri`,
  ],
  "basari-hikayesi": [
    (t, b) => `Bir ${b} ${t} ile işini nasıl sadeleştirdi`,
    (t, b) => `${cap(b)} örneği: ${t} ile ölçülen sonuçlar`,
  ],
  haber: [
    (t) => `Yeni sürümde ${t} ekranı yenilendi`,
    (t, b) => `${cap(b)} işletmeleri için ${t} semineri`,
    (t) => `${cap(t)} modülüne yeni raporlar eklendi`,
  ],
}

function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase("tr") + text.slice(1)
}

/** ASCII address part of a Turkish text. */
export function slugOf(text: string): string {
  const map: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" }
  return text
    .toLocaleLowerCase("tr")
    .replace(/[çğıöşüâîû]/g, (letter) => map[letter])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** One sentence of ordinary Turkish business prose about `thing` in a `business`. */
function sentence(r: Random, business: string, thing: string): string {
  const n = r.int(2, 40)
  const person = r.pick(people)
  const shapes = [
    () => `Bir ${business} için ${thing} çoğu zaman günün en çok vakit alan işlerinden biridir.`,
    () => `${cap(thing)} elle tutulduğunda küçük farklar ay sonunda büyük bir uyuşmazlığa dönüşür.`,
    () => `Ekip her sabah ${thing} listesini kontrol ederek güne başlar ve öncelikleri birlikte belirler.`,
    () => `Bu adımda en sık karşılaşılan sorun, aynı bilginin iki farklı yere ayrı ayrı yazılmasıdır.`,
    () => `Yazılım bu kaydı bir kez alır; muhasebe, depo ve satış aynı bilgiyi görür.`,
    () => `İlk hafta kullanıcıların alışması zaman alır, ikinci haftadan sonra işlem süresi belirgin biçimde kısalır.`,
    () => `${person} Hanım ya da Bey fark etmez: ekranı ilk kez açan biri de ne yapacağını kolayca anlamalıdır.`,
    () => `Ortalama bir ${business}, bu işe haftada yaklaşık ${n} saat ayırdığını söylüyor.`,
    () => `Rakamları ${cities[n % cities.length]} şubesinde üç ay boyunca ölçtük ve değişimi raporla izledik.`,
    () => `Kararı vermeden önce mevcut akışı kâğıda çizmek, hangi adımın gereksiz olduğunu hemen gösterir.`,
    () => `${cap(thing)} için tek bir sorumlu belirlemek, sorunların kimin masasında beklediğini görünür kılar.`,
    () => `Mali müşavirinizle birlikte hangi raporların her ay elinize geçmesi gerektiğini netleştirin.`,
    () => `Kullanıcı yetkilerini baştan doğru tanımlamak, sonradan yapılacak düzeltmelerin önüne geçer.`,
    () => `Geçiş sırasında eski sistemi bir süre paralel çalıştırmak, farkları erken yakalamayı sağlar.`,
    () => `Müşteriye verilen söz ile depodaki gerçek durum aynı ekranda görüldüğünde yanlış teslim tarihi verilmez.`,
    () => `Yoğun günlerde ${thing} gecikirse, bunun etkisi kasada, depoda ve müşteri ilişkisinde aynı anda hissedilir.`,
    () => `Bu yüzden ${thing} ekranında yalnızca o anda gereken alanları göstermek işe yarar.`,
    () => `Raporlar günlük, haftalık ve aylık olarak ayrılınca yönetici neye bakacağını bilir.`,
    () => `${n} kalemlik küçük bir denemeyle başlamak, tüm kataloğu bir anda taşımaktan daha güvenlidir.`,
    () => `Sahadaki ekip mobil cihazdan kayıt girdiğinde ofise dönmeden bilgi merkeze ulaşır.`,
    () => `Eğitim tek seferlik bir toplantı değil, ilk ay boyunca kısa tekrarlarla süren bir süreçtir.`,
    () => `Sonuçları ölçmek için geçişten önce bugünkü süreleri ve hata sayılarını not edin.`,
  ]
  return r.pick(shapes)()
}

function paragraph(r: Random, business: string, thing: string, count: number): string {
  return Array.from({ length: count }, () => sentence(r, business, thing)).join(" ")
}

const headingShapes = [
  (t: string) => `${cap(t)} neden önemlidir`,
  (t: string) => `Hazırlık: ${t} öncesinde yapılacaklar`,
  (t: string) => `${cap(t)} için ekip ve yetkiler`,
  () => "Geçiş planı ve ilk hafta",
  () => "Ölçülecek rakamlar",
  () => "Sık yapılan hatalar",
  (t: string) => `${cap(t)} ile günlük akış`,
  () => "Raporlama ve denetim",
  () => "Sonuç ve sonraki adımlar",
]

function listBlock(r: Random, things: string[]): string {
  const items = r.some(
    [
      "Mevcut kayıtları temizleyin ve mükerrer kartları birleştirin.",
      "Her adım için bir sorumlu ve bir son tarih belirleyin.",
      "Kullanıcı yetkilerini rollere göre tanımlayın.",
      "İlk ayın raporlarını eski yöntemle karşılaştırın.",
      `${cap(things[0])} için kısa bir kontrol listesi hazırlayın.`,
      `${cap(things[1])} ekranını sahadaki ekiple birlikte deneyin.`,
      "Yedekleme ve geri dönüş planını yazılı hale getirin.",
      "Mali müşavirinizle hesap planını birlikte gözden geçirin.",
    ],
    r.int(3, 6),
  )
  return r.next() < 0.5 ? items.map((item) => `- ${item}`).join("\n") : items.map((item, i) => `${i + 1}. ${item}`).join("\n")
}

function tableBlock(r: Random, things: string[]): string {
  const rows = things.slice(0, r.int(3, things.length)).map((thing) => {
    const before = r.int(20, 90)
    const after = Math.max(5, before - r.int(5, before - 5))
    return `| ${cap(thing)} | ${before} dakika | ${after} dakika | ${r.pick(["Günlük", "Haftalık", "Aylık"])} |`
  })
  return ["| İş | Önce | Sonra | Sıklık |", "| --- | --- | --- | --- |", ...rows].join("\n")
}

export interface GeneratedArticle {
  file: string
  slug: string
}

/**
 * Writes `count` articles into `articlesDir` (next to the seed articles already there). Authors are
 * those of data/blog.yaml (`blogFile`).
 */
export function generateArticles(articlesDir: string, blogFile: string, count: number, seed = 1): GeneratedArticle[] {
  const r = randomSource(seed)
  const authors = (parse(fs.readFileSync(blogFile, "utf8")) as { authors: { id: string }[] }).authors.map((a) => a.id)
  const written: GeneratedArticle[] = []
  const slugs = new Set(fs.readdirSync(articlesDir).map((name) => name.replace(/\.md$/, "")))
  const titles = new Set<string>()
  // Five years of articles, about one every 1.8 days at 1,000 and several a day at 5,000.
  const start = Date.UTC(2021, 0, 4)
  const span = Date.UTC(2026, 10, 1) - start
  for (let i = 0; i < count; i++) {
    const roll = r.next()
    // About one article in eight is a customer story, one in five news, the rest guides.
    const category: ArticleCategory = roll < 0.125 ? "basari-hikayesi" : roll < 0.325 ? "haber" : "rehber"
    const sector = r.pick(sectors)
    const topic = sectorTopics[sector]
    const business = r.pick(topic.business)
    const things = r.some(topic.things, 4)
    // Titles are unique, as an editor's are (a repeated title would also reuse its share card).
    const base = r.pick(titleShapes[category])(things[0], business)
    let title = base
    for (let part = 1; titles.has(title) || title.length > 90; part++)
      title = part <= 3 && base.length <= 70 ? `${base}: ${r.pick(angles)}` : `${cap(things[0])} üzerine notlar, ${part}. bölüm`
    titles.add(title)
    let slug = slugOf(title)
    for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(title)}-${n}`
    slugs.add(slug)
    const day = new Date(start + Math.floor((span * (i + r.next())) / count))
    const date = `${day.toISOString().slice(0, 10)}T${String(r.int(8, 17)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}:00+03:00`
    const tags = [...new Set([...r.some(topic.tags, r.int(2, 4)), ...r.some(generalTags, r.int(0, 2))])].slice(0, 6)
    const withSector = category === "basari-hikayesi" || r.next() < 0.7
    const description = `${cap(business)} işletmelerinde ${things[0]} ve ${things[1]} işlerini tek sistemde toplamanın yolunu, hazırlık adımlarını ve ölçülecek sonuçları anlatıyoruz.`
    const front: string[] = [
      "---",
      `title: "${title}"`,
      `description: >-`,
      `  ${description}`,
      `slug: ${slug}`,
      `date: ${date}`,
      `category: ${category}`,
      `tags: [${tags.map((t) => JSON.stringify(t)).join(", ")}]`,
      `author: ${r.pick(authors)}`,
      ...(withSector ? [`sector: ${sector}`] : []),
      ...(r.next() < 0.5 ? [`subject: ${r.pick(["erp", "demo-talebi"])}`] : []),
    ]
    if (category === "basari-hikayesi") {
      const pages = r.some(topic.pages, r.int(1, 2))
      front.push(
        "customer:",
        `  name: ${r.pick(cities)} ${r.pick(topic.names)} (örnek işletme ${i + 1})`,
        `  challenge: >-`,
        `    ${cap(things[0])} ve ${things[1]} ayrı tablolarda tutuluyor, ay sonunda rakamlar birbirini tutmuyordu.`,
        `  solution: >-`,
        `    ${cap(things[0])}, ${things[1]} ve raporlama tek sistemde kuruldu; ekip iki haftada yeni akışa geçti.`,
        `  solutions: [${pages.join(", ")}]`,
        "  results:",
        `    - { value: "%${r.int(15, 45)}", label: daha kısa işlem süresi }`,
        `    - { value: "${r.int(2, 9)} saat", label: haftada kazanılan zaman }`,
      )
    }
    front.push("---", "")

    // The body: an introduction, then four to seven sections; a list, a table and links among them.
    const sections = r.int(4, 6)
    const headings = r.some(headingShapes, sections).map((shape) => shape(r.pick(things)))
    const links = [
      ...r.some(topic.pages, 1),
      ...r.some(generalPages, 1),
      // An earlier generated article, as real articles link to older ones.
      ...(written.length > 0 ? [`/blog/${written[r.int(Math.max(0, written.length - 200), written.length - 1)].slug}`] : []),
    ]
    const body: string[] = [paragraph(r, business, things[0], r.int(3, 5))]
    headings.forEach((heading, s) => {
      body.push("", `## ${heading}`, "")
      const paragraphs = r.int(2, 3)
      for (let p = 0; p < paragraphs; p++) {
        let text = paragraph(r, business, r.pick(things), r.int(4, 5))
        const link = links[(s + p) % links.length]
        if (p === 0 && s < links.length)
          text += ` Ayrıntılar için [${link.startsWith("/blog/") ? "ilgili yazımıza" : "çözüm sayfamıza"}](${link}) bakabilirsiniz.`
        body.push(text, "")
      }
      if (s === 1) body.push(listBlock(r, things), "")
      if (s === 2) body.push(tableBlock(r, things), "")
      if (s === 3 && r.next() < 0.5) body.push(`> ${sentence(r, business, things[2])}`, "")
    })
    const file = path.join(articlesDir, `${slug}.md`)
    fs.writeFileSync(file, `${front.join("\n")}\n${body.join("\n").trimEnd()}\n`)
    written.push({ file, slug })
  }
  return written
}
