import { css } from "@emotion/react"
import { actionRow, ButtonLink } from "../components/action-link"
import { container } from "../components/container"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { useSiteData } from "../hooks/use-site-data"
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

/** Shown for any address the site does not have; links to the overview of every main menu. */
export default function NotFoundPage() {
  const { navigation } = useSiteData()
  return (
    <Layout>
      <Seo
        title="Sayfa bulunamadı"
        description="Aradığınız sayfa taşınmış ya da kaldırılmış olabilir. Ana bölümlerimizden aradığınız çözüme ulaşabilirsiniz."
        path="/404"
        noindex
      />
      <div css={wrapper}>
        <p css={code}>Hata 404</p>
        <h1>Aradığınız sayfayı bulamadık</h1>
        <p>
          Bağlantı eski olabilir ya da sayfa taşınmış olabilir. Aşağıdaki bölümlerden devam edebilir veya bize doğrudan
          ulaşabilirsiniz.
        </p>
        <div css={actionRow}>
          <ButtonLink href="/" icon="house">
            Ana sayfaya dönün
          </ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            İletişime geçin
          </ButtonLink>
        </div>
        <nav aria-label="Ana bölümler">
          <ul css={sections}>
            {navigation.menus.map((menu) => (
              <li key={menu.label}>
                <a href={menu.overview}>{menu.label}</a>
              </li>
            ))}
            <li>
              <a href="/services">Tüm hizmetlerimiz</a>
            </li>
            <li>
              <a href="/demo">Ücretsiz demo talebi</a>
            </li>
          </ul>
        </nav>
      </div>
    </Layout>
  )
}
