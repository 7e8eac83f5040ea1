/**
 * The demo request form's choices (specification section 3). Values are sent as written there;
 * labels are what visitors read. Outside src/components: the lead service accepts exactly these values.
 */
export interface Option {
  value: string
  label: string
}

export const sectorOptions: Option[] = [
  { value: "imalat", label: "İmalat" },
  { value: "perakende", label: "Perakende" },
  { value: "saglik", label: "Sağlık" },
  { value: "egitim", label: "Eğitim" },
  { value: "otelcilik", label: "Otelcilik" },
  { value: "hizmet", label: "Hizmet" },
]

export const employeeCountOptions: Option[] = [
  { value: "1-10", label: "1-10 çalışan" },
  { value: "11-50", label: "11-50 çalışan" },
  { value: "51-100", label: "51-100 çalışan" },
  { value: "101-500", label: "101-500 çalışan" },
  { value: "500+", label: "500'den fazla çalışan" },
]

export const productOptions: Option[] = [
  "ERP Sistemi",
  "Muhasebe Yazılımı",
  "CRM Sistemi",
  "E-ticaret Platformu",
  "Stok Yönetimi",
  "İnsan Kaynakları",
  "Proje Yönetimi",
  "Mobil Uygulama",
].map((name) => ({ value: name, label: name }))

export const budgetOptions: Option[] = [
  { value: "10k-50k", label: "10.000-50.000 TL" },
  { value: "50k-100k", label: "50.000-100.000 TL" },
  { value: "100k-250k", label: "100.000-250.000 TL" },
  { value: "250k+", label: "250.000 TL üzeri" },
  { value: "belirtmek-istemiyorum", label: "Belirtmek istemiyorum" },
]

export const timelineOptions: Option[] = [
  { value: "hemen", label: "Hemen" },
  { value: "1-ay", label: "1 ay içinde" },
  { value: "3-ay", label: "3 ay içinde" },
  { value: "6-ay", label: "6 ay içinde" },
  { value: "belirsiz", label: "Henüz belli değil" },
]

export const demoTypeOptions: Option[] = [
  { value: "canli-demo", label: "Canlı demo sunumu (45-60 dakika)" },
  { value: "interaktif-demo", label: "İnteraktif demo (7 gün erişim)" },
  { value: "pilot-uygulama", label: "Pilot uygulama (30 gün)" },
]

// 17:00-19:00 runs past office hours (09:00-18:00), so it is offered by appointment only. The values are the
// specification's; the labels write the time the Turkish way ("09.00-11.00", the house style).
export const timeOptions: Option[] = ["09:00-11:00", "11:00-13:00", "13:00-15:00", "15:00-17:00", "17:00-19:00"].map((slot) => {
  const shown = slot.replace(/:/g, ".")
  return { value: slot, label: slot === "17:00-19:00" ? `${shown} (mesai dışı, randevuyla)` : shown }
})
