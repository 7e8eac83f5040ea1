import { css } from "@emotion/react"
import { graphql, type PageProps } from "gatsby"
import { ButtonLink } from "../../components/action-link"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { noticeBox } from "../../components/blocks/notice-box"
import { Section } from "../../components/blocks/section"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { messageLink } from "../../content/form-links"
import { turkishDate } from "../../content/turkish-time"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, mq, space } from "../../theme"
import { BillingSwitch, periodScope } from "./billing-switch"
import { pricesJsonLd } from "./json-ld"
import { LineCard, QUOTE_SUBJECT } from "./line-card"
import { formatRange, withVat } from "./money"
import { PriceFigure } from "./price-figure"
import { PriceTable } from "./price-table"
import { models } from "./schema"

const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin-top: ${space.lg};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  strong {
    color: ${colors.ink};
  }
`

const cards = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  ${mq.up("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.up("lg")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const summaryFigure = css`
  p {
    gap: 0;
  }
  strong {
    font-size: ${fontSizes.sm};
  }
`

const freeList = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  ${mq.up("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${space.md} ${space.lg};
    border-radius: 10px;
    background: ${colors.successSoft};
  }
  strong {
    display: block;
    color: ${colors.success};
  }
`

const binding = css`
  ${noticeBox};
  max-width: 52rem;
  margin-bottom: ${space.lg};
`

/**
 * The price page (src/kinds/prices/index.ts): the list's validity and VAT rate, the monthly or yearly
 * switch (CSS, with the choice kept in the address when JavaScript runs), a table of every line's
 * starting price, a card per product line by group, the support packages from the same list, the
 * one-time costs as ranges, what is free, and the note that a written offer binds, not this page.
 */
export default function PricePage({ data }: PageProps<Queries.PricePageQuery>) {
  const { site } = useSiteData()
  const list = data.fiyatlarYaml
  const vatRate = data.siteYaml?.vatRate
  if (!list || vatRate === undefined || vatRate === null) return null
  const discount = list.yearlyDiscount
  const crumbs: Crumb[] = [{ name: "Ana sayfa", path: "/" }, { name: list.title }]
  const figure = { discount, vatRate }
  return (
    <Layout>
      <Seo
        title={list.title}
        description={list.description}
        keywords={list.keywords}
        path={list.slug}
        breadcrumbs={crumbs}
        jsonLd={[pricesJsonLd(list.lines, site, list.slug, vatRate)]}
      />
      <PageHead crumbs={crumbs} title={list.heading} lead={list.lead}>
        <p css={facts}>
          <span>
            Geçerlilik başlangıcı: <strong>{turkishDate(list.validFrom)}</strong>
          </span>
          <span>
            Fiyatlar <strong>KDV hariç</strong>; KDV dâhil tutar her fiyatın altında (<strong>%{vatRate} KDV</strong>)
          </span>
          <span>
            Yıllık ödemede <strong>%{discount} indirim</strong>
          </span>
        </p>
      </PageHead>
      <div css={periodScope}>
        <BillingSwitch discount={discount} vatRate={vatRate} />
        <Section heading="Başlangıç fiyatları" intro="Her ürün grubunun en küçük paketi; ayrıntısı aşağıda." id="ozet">
          <PriceTable
            caption="Ürün gruplarının başlangıç fiyatları"
            head={["Ürün grubu", "Satış modeli", "Başlangıç fiyatı", "Geçerlilik"]}
            wide={[1, 3]}
          >
            {list.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  <a href={`#${line.id}`}>{line.name}</a>
                </th>
                <td data-wide="">{models[line.model as keyof typeof models]}</td>
                <td css={summaryFigure}>
                  {line.start.map((part, index) => (
                    <PriceFigure key={index} price={{ ...part, unit: null }} {...figure} small />
                  ))}
                </td>
                <td data-wide="">{turkishDate(line.validUntil)} tarihine kadar</td>
              </tr>
            ))}
          </PriceTable>
        </Section>
        {list.groups.map((group, index) => (
          <Section
            key={group.id}
            heading={group.heading}
            intro={group.intro}
            id={group.id}
            tone={index % 2 === 0 ? "alt" : "plain"}
          >
            <ul css={cards}>
              {list.lines
                .filter((line) => line.group === group.id)
                .map((line) => (
                  <li key={line.id}>
                    <LineCard line={line} quote={list.quote} {...figure} />
                  </li>
                ))}
            </ul>
          </Section>
        ))}
        <Section heading={list.support.heading} intro={list.support.intro} id="destek-paketleri">
          <PriceTable caption="Destek paketlerinin fiyatları" head={["Paket", "Fiyat", "Neler eklenir"]}>
            {list.support.packages.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td css={summaryFigure}>
                  <PriceFigure price={{ amount: item.amount, billing: "aylik" }} {...figure} small />
                </td>
                <td>{item.summary}</td>
              </tr>
            ))}
          </PriceTable>
          <p css={facts}>
            <ButtonLink href={list.support.page} variant="secondary">
              Paketlerin tamamı
            </ButtonLink>
          </p>
        </Section>
      </div>
      <Section heading={list.oneTime.heading} intro={list.oneTime.intro} id="tek-seferlik" tone="alt">
        <PriceTable caption="Tek seferlik maliyetler" head={["Kalem", "KDV hariç", "KDV dâhil", "Neye göre değişir"]}>
          {list.oneTime.items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td>{formatRange(item.from, item.to)}</td>
              <td>{formatRange(withVat(item.from, vatRate), withVat(item.to, vatRate))}</td>
              <td>{item.text}</td>
            </tr>
          ))}
        </PriceTable>
      </Section>
      <Section heading={list.free.heading} id="ucretsiz">
        <ul css={freeList}>
          {list.free.items.map((item) => (
            <li key={item.name}>
              <strong>{item.name}</strong>
              {item.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Size özel teklif" id="teklif">
        <p css={binding}>{list.binding}</p>
        <ButtonLink href={messageLink(QUOTE_SUBJECT, list.quote.general)}>{list.quote.label}</ButtonLink>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query PricePage($id: String!) {
    siteYaml {
      vatRate
    }
    fiyatlarYaml(id: { eq: $id }) {
      slug
      title
      description
      keywords
      heading
      lead
      validFrom
      yearlyDiscount
      binding
      quote {
        label
        request
        general
      }
      groups {
        id
        heading
        intro
      }
      lines {
        id
        group
        name
        page
        model
        package
        start {
          amount
          billing
          unit
        }
        includes
        adds {
          item
          amount
          billing
          unit
          note
        }
        validUntil
      }
      support {
        heading
        intro
        page
        packages {
          id
          name
          amount
          summary
        }
      }
      oneTime {
        heading
        intro
        items {
          name
          from
          to
          text
        }
      }
      free {
        heading
        items {
          name
          text
        }
      }
    }
  }
`
