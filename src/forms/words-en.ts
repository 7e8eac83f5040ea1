import type { Translated } from "./word-types"

/** The lead forms' words in English (src/forms/words.ts): British English, as the English pages (decision 22). */
const englishReachUs = (phone: string, email: string) => `You can also reach us on ${phone} or at ${email}.`
const englishValuesKept = "Nothing you entered has been lost."

export const translation: Translated | undefined = {
  frame: {
    off: ["This form is not sending at the moment: what you write will not reach us. You can reach us on ", " or at ", "."],
    honeypot: "Leave this field empty",
    sending: "Sending…",
    consent: {
      before: "The personal data you share is processed to answer your request and to run the demo and quotation process, as the",
      link: "privacy notice under the KVKK (Turkish data protection law)",
      after: " explains. We send promotional messages only if you tick the box below.",
      box:
        "I would like to receive commercial electronic messages about new products, offers and events by e-mail, SMS and phone. " +
        "(Optional. My consent is recorded in the Turkish Message Management System (İYS); I can withdraw it at any time " +
        "through İYS or with the opt-out link in the messages.)",
    },
    contact: { label: "Contact form", submit: "Send my message" },
    demo: {
      label: "Demo request form",
      submit: "Send my demo request",
      note: "We need the fields marked with a star (*) to prepare your demo.",
      contact: "Your contact details",
      company: "Your company",
      needs: "Your needs",
      demo: "Your demo",
    },
  },
  labels: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    subject: "Subject",
    message: "Your message",
    company: "Company name",
    position: "Your position",
    sector: "Industry",
    employeeCount: "Number of employees",
    interestedProducts: "Products you are interested in",
    currentSoftware: "Software you use today",
    budget: "Budget range",
    timeline: "Timeline",
    specificNeeds: "Your specific needs",
    preferredDemoType: "Preferred type of demo",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    additionalNotes: "Additional notes",
  },
  placeholders: {
    subject: "Choose a subject",
    sector: "Choose an industry",
    employeeCount: "Choose the number of employees",
    budget: "Choose a budget range",
    timeline: "Choose a timeline",
    preferredTime: "Choose a time slot",
  },
  options: {
    sector: {
      imalat: "Manufacturing",
      perakende: "Retail",
      saglik: "Healthcare",
      egitim: "Education",
      otelcilik: "Hospitality",
      hizmet: "Services",
    },
    employeeCount: {
      "1-10": "1–10 employees",
      "11-50": "11–50 employees",
      "51-100": "51–100 employees",
      "101-500": "101–500 employees",
      "500+": "More than 500 employees",
    },
    interestedProducts: {
      "ERP Sistemi": "ERP system",
      "Muhasebe Yazılımı": "Accounting software",
      "CRM Sistemi": "CRM system",
      "E-ticaret Platformu": "E-commerce platform",
      "Stok Yönetimi": "Stock management",
      "İnsan Kaynakları": "Human resources",
      "Proje Yönetimi": "Project management",
      "Mobil Uygulama": "Mobile app",
    },
    budget: {
      "10k-50k": "10,000–50,000 TL",
      "50k-100k": "50,000–100,000 TL",
      "100k-250k": "100,000–250,000 TL",
      "250k+": "Over 250,000 TL",
      "belirtmek-istemiyorum": "I would rather not say",
    },
    timeline: {
      hemen: "Straight away",
      "1-ay": "Within a month",
      "3-ay": "Within 3 months",
      "6-ay": "Within 6 months",
      belirsiz: "Not decided yet",
    },
    preferredDemoType: {
      "canli-demo": "Live demo presentation (45–60 minutes)",
      "interaktif-demo": "Interactive demo (7 days' access)",
      "pilot-uygulama": "Pilot project (30 days)",
    },
    preferredTime: {
      "09:00-11:00": "09:00–11:00",
      "11:00-13:00": "11:00–13:00",
      "13:00-15:00": "13:00–15:00",
      "15:00-17:00": "15:00–17:00",
      "17:00-19:00": "17:00–19:00 (outside office hours, by appointment)",
    },
  },
  success: {
    contact: "Your message has been received. We will get back to you as soon as possible.",
    demo: "Your demo request has been sent. We will be in touch with you as soon as possible.",
  },
  valuesKept: englishValuesKept,
  fieldErrors: "Your form was not sent; please correct these fields:",
  reachUs: englishReachUs,
  failure: (phone, email) =>
    `Your form could not be sent just now. ${englishValuesKept} Please try again in a few minutes. ${englishReachUs(phone, email)}`,
}
