import { css } from "@emotion/react"
import { colors, fontSizes } from "../../theme"
import { inPeriod, periods, priceText, withVat, type Period } from "./money"
import type { Billing } from "./schema"

const figure = css`
  display: grid;
  gap: 0.125rem;
  strong {
    font-size: 1.625rem;
    font-weight: 800;
    line-height: 1.15;
    color: ${colors.ink};
  }
  small {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`

const periodFigure = css`
  display: grid;
  gap: 0.125rem;
`

const compact = css`
  strong {
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
`

export interface PriceAmount {
  readonly amount: number
  readonly billing: Billing
  readonly unit?: string | null
}

/**
 * One price as the list shows it: the amount without VAT, the VAT-inclusive amount under it and what it is
 * for. A monthly price is written for both periods (src/kinds/prices/billing-switch.tsx shows one).
 */
export function PriceFigure({
  price,
  discount,
  vatRate,
  small = false,
}: {
  price: PriceAmount
  discount: number
  vatRate: number
  small?: boolean
}) {
  const shownIn = (period: Period) => {
    const shown = inPeriod(price, period, discount)
    const vat = { ...shown, amount: withVat(shown.amount, vatRate) }
    return (
      <>
        <strong>{priceText(shown)}</strong>
        {shown.amount > 0 && <small>KDV dâhil {priceText(vat)}</small>}
      </>
    )
  }
  const periodsShown: (Period | undefined)[] = price.billing === "aylik" ? (Object.keys(periods) as Period[]) : [undefined]
  return (
    <p css={[figure, small && compact]}>
      {periodsShown.map((period) => (
        <span key={period ?? "bir"} data-period={period} css={periodFigure}>
          {shownIn(period ?? "aylik")}
        </span>
      ))}
      {price.unit && <small>{price.unit}</small>}
    </p>
  )
}
