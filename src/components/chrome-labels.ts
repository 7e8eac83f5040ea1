import { defineWords } from "./words"

/**
 * The words of the frame every page shares (skip link, header, mobile menu, footer), in each language the
 * site has: a page shows those of its own (its context's language, src/components/page-language.tsx).
 * The menus' and the footer's links are content (data/navigation.yaml).
 */
export interface ChromeLabels {
  skipToContent: string
  mainMenu: string
  /** The header's link to the search page. */
  search: string
  /** The header's contact button. */
  contact: string
  /** The mobile menu's toggle, as its label and its visible word, closed and open (src/browser/header.ts). */
  openMenu: string
  menu: string
  closeMenu: string
  close: string
  mobileMenu: string
  searchSite: string
  /** Read after a menu group's count of links ("6 sayfa"). */
  pagesAfterCount: (count: number) => string
  getInTouch: string
  reachUs: string
  rightsReserved: string
  legalLinks: string
}

/** The frame's words in the language of the page being rendered (Turkish by default). */
export const useChromeLabels = defineWords<ChromeLabels>({
  tr: {
    skipToContent: "İçeriğe geç",
    mainMenu: "Ana menü",
    search: "Ara",
    contact: "İletişim",
    openMenu: "Menüyü aç",
    menu: "Menü",
    closeMenu: "Menüyü kapat",
    close: "Kapat",
    mobileMenu: "Mobil menü",
    searchSite: "Sitede ara",
    pagesAfterCount: () => " sayfa",
    getInTouch: "İletişime geçin",
    reachUs: "Bize ulaşın",
    rightsReserved: "Tüm hakları saklıdır.",
    legalLinks: "Yasal bilgiler",
  },
  en: {
    skipToContent: "Skip to content",
    mainMenu: "Main menu",
    search: "Search",
    contact: "Contact",
    openMenu: "Open the menu",
    menu: "Menu",
    closeMenu: "Close the menu",
    close: "Close",
    mobileMenu: "Mobile menu",
    searchSite: "Search the site",
    pagesAfterCount: (count) => (count === 1 ? " page" : " pages"),
    getInTouch: "Get in touch",
    reachUs: "Reach us",
    rightsReserved: "All rights reserved.",
    legalLinks: "Legal information",
  },
})
