import { css } from "@emotion/react"
import { ButtonLink } from "../../components/action-link"
import { messageLink } from "../../content/form-links"
import { colors, fontSizes, layout, radii, shadows, space } from "../../theme"
import { inPeriod, periods, priceText, type Period } from "./money"
import { PriceFigure } from "./price-figure"
import { models } from "./schema"

/** The contact subject a quote request chooses (data/pages/contact.yaml offers it). */
export const QUOTE_SUBJECT = "fiyat-teklifi"

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  /* Reached by /fiyatlar#id: the header and the period switch above it stay clear of the name. */
  scroll-margin-top: calc(${layout.headerHeight} + 4.5rem) !important;
  &:target {
    border-color: ${colors.primary};
    box-shadow: 0 0 0 2px ${colors.primary};
  }
  h3 {
    font-size: ${fontSizes.xl};
  }
  h4 {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.muted};
    text-transform: none;
  }
`

const model = css`
  font-size: ${fontSizes.sm};
  color: ${colors.accent};
  font-weight: 600;
`

/* A check mark drawn as the list's marker: eighteen cards of items would otherwise carry an icon each. */
const checks = css`
  display: grid;
  gap: ${space.xs};
  margin-top: ${space.xs};
  padding-left: 1.5rem;
  li::marker {
    content: "✓  ";
    color: ${colors.accent};
    font-weight: 700;
  }
`

const additions = css`
  display: grid;
  gap: ${space.xs};
  margin: ${space.xs} 0 0;
  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 ${space.md};
    padding-block: ${space.xs};
    border-top: 1px solid ${colors.line};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${colors.ink};
    text-align: right;
    max-width: 11rem;
  }
  small {
    font-weight: 400;
    color: ${colors.muted};
  }
`

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.md};
  margin-top: auto;
  padding-top: ${space.sm};
`

type Line = Queries.PricePageQuery["fiyatlarYaml"] extends infer L
  ? L extends { readonly lines: readonly (infer Item)[] }
    ? Item
    : never
  : never

/** The message a quote request writes into the contact form: the line, its package and the period. */
export function quoteMessage(
  request: string,
  line: Pick<Line, "name" | "package" | "start">,
  period: Period | undefined,
  discount: number,
) {
  const start = line.start.map((part) => priceText(inPeriod(part, period ?? "aylik", discount))).join(" + ")
  return [
    request,
    `Ürün grubu: ${line.name}`,
    `Paket: ${line.package}`,
    ...(period ? [`Ödeme dönemi: ${periods[period]}`] : []),
    `Listedeki başlangıç fiyatı: ${start} (KDV hariç)`,
    "Kullanıcı, şube ya da ürün sayımız: ",
  ].join("\n")
}

/**
 * A product line of the price list: how it is sold, its starting price with and without VAT in the
 * chosen period, what the starting package includes, what adds to the price, and a quote request that
 * opens the contact form with the line, the package and the period written in.
 */
export function LineCard({
  line,
  discount,
  vatRate,
  quote,
}: {
  line: Line
  discount: number
  vatRate: number
  quote: { label: string; request: string }
}) {
  // Only a monthly price changes with the period, so only such a line's request names one.
  const quotePeriods: (Period | undefined)[] = line.start.some((part) => part.billing === "aylik")
    ? (Object.keys(periods) as Period[])
    : [undefined]
  return (
    <article css={card} id={line.id} aria-labelledby={`${line.id}-ad`}>
      <div>
        <h3 id={`${line.id}-ad`}>{line.name}</h3>
        <p css={model}>{models[line.model as keyof typeof models]}</p>
      </div>
      <div>
        <h4>Başlangıç: {line.package} paketi</h4>
        {line.start.map((part, index) => (
          <PriceFigure key={index} price={part} discount={discount} vatRate={vatRate} />
        ))}
      </div>
      <div>
        <h4>Pakete dâhil</h4>
        <ul css={checks}>
          {line.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4>Fiyatı neler artırır</h4>
        <dl css={additions}>
          {line.adds.map((extra) => (
            <div key={extra.item}>
              <dt>{extra.item}</dt>
              <dd>
                {extra.amount !== null && extra.amount !== undefined && extra.billing ? (
                  <PriceFigure
                    price={{ amount: extra.amount, billing: extra.billing, unit: extra.unit }}
                    discount={discount}
                    vatRate={vatRate}
                    small
                  />
                ) : (
                  <small>{extra.note}</small>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div css={actions}>
        {quotePeriods.map((period) => (
          <span key={period ?? "tek"} data-period={period}>
            <ButtonLink
              href={messageLink(QUOTE_SUBJECT, quoteMessage(quote.request, line, period, discount))}
              label={`${quote.label}: ${line.name}`}
            >
              {quote.label}
            </ButtonLink>
          </span>
        ))}
        <ButtonLink href={line.page} variant="secondary" label={`Ürünü inceleyin: ${line.name}`}>
          Ürünü inceleyin
        </ButtonLink>
      </div>
    </article>
  )
}
