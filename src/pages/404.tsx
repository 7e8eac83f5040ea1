import { css } from "@emotion/react"
import type { PageProps } from "gatsby"
import { actionRow, ButtonLink } from "../components/action-link"
import { container } from "../components/container"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { useSiteData } from "../hooks/use-site-data"
import { defineWords } from "../components/words"
import { colors, fontSizes, radii, space } from "../theme"

const wrapper = css`
  ${container};
  padding-block: ${space.section};
  h1 {
    font-size: ${fontSizes.h1};
    margin-top: ${space.sm};
  }
  > p {
    margin-top: ${space.md};
    max-width: 40rem;
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
  > div {
    margin-top: ${space.xl};
  }
`

const code = css`
  font-weight: 800;
  color: ${colors.accent};
`

const sections = css`
  margin-top: ${space.xxl};
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  list-style: none;
  a {
    display: block;
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    font-weight: 650;
    text-decoration: none;
  }
  a:hover {
    border-color: ${colors.primary};
  }
`

const useWords = defineWords({
  tr: {
    title: "Sayfa bulunamadı",
    description: "Aradığınız sayfa taşınmış ya da kaldırılmış olabilir. Ana bölümlerimizden aradığınız çözüme ulaşabilirsiniz.",
    code: "Hata 404",
    heading: "Aradığınız sayfayı bulamadık",
    lead: "Bağlantı eski olabilir ya da sayfa taşınmış olabilir. Aşağıdaki bölümlerden devam edebilir veya bize doğrudan ulaşabilirsiniz.",
    home: "Ana sayfaya dönün",
    contact: "İletişime geçin",
    sections: "Ana bölümler",
    services: "Tüm hizmetlerimiz",
    demo: "Ücretsiz demo talebi",
  },
  en: {
    title: "Page not found",
    description:
      "The page you are looking for may have moved or been removed. Our main sections will lead you to the right solution.",
    code: "Error 404",
    heading: "We could not find that page",
    lead: "The link may be out of date, or the page may have moved. Carry on from one of the sections below, or get in touch with us directly.",
    home: "Back to the home page",
    contact: "Get in touch",
    sections: "Main sections",
    services: "All our services",
    demo: "Request a free demo",
  },
})

/** A translation's not-found page (src/content/routes.ts, `notFoundPages`): where it lives and what it links. */
type NotFoundContext = { notFound?: { slug: string; links: { home: string; services: string; demo: string } } }

const turkishLinks = { home: "/", services: "/services", demo: "/demo" }

/**
 * Shown for any address the site does not have, in the language of the addresses around it (/en/... gets
 * the English one); links to the overview of every main menu.
 */
export default function NotFoundPage({ pageContext }: PageProps<object, NotFoundContext>) {
  const { navigation } = useSiteData()
  const words = useWords()
  const links = pageContext.notFound?.links ?? turkishLinks
  return (
    <Layout>
      <Seo title={words.title} description={words.description} path={pageContext.notFound?.slug ?? "/404"} noindex />
      <div css={wrapper}>
        <p css={code}>{words.code}</p>
        <h1>{words.heading}</h1>
        <p>{words.lead}</p>
        <div css={actionRow}>
          <ButtonLink href={links.home} icon="house">
            {words.home}
          </ButtonLink>
          <ButtonLink href={navigation.contact} variant="secondary">
            {words.contact}
          </ButtonLink>
        </div>
        <nav aria-label={words.sections}>
          <ul css={sections}>
            {navigation.menus.map((menu) => (
              <li key={menu.label}>
                <a href={menu.overview}>{menu.label}</a>
              </li>
            ))}
            <li>
              <a href={links.services}>{words.services}</a>
            </li>
            <li>
              <a href={links.demo}>{words.demo}</a>
            </li>
          </ul>
        </nav>
      </div>
    </Layout>
  )
}
