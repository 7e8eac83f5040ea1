import { css } from "@emotion/react"
import { container } from "../../components/container"
import { colors, focusRing, fontSizes, layout, mq, radii, space } from "../../theme"
import { periods, type Period } from "./money"

/** The query parameter (and radio group name) that keeps the chosen period: "?donem=yillik". */
export const PERIOD_PARAM = "donem"

/**
 * Shows only the figures of the chosen period inside the element that holds the switch: every figure is
 * written twice ([data-period="aylik"], [data-period="yillik"]) and CSS picks one, so the switch works
 * without JavaScript; hidden figures are out of the accessibility tree as well. Only the figure not chosen
 * is hidden, so each keeps its own display, and a browser without :has() shows both.
 */
export const periodScope = css`
  &:not(:has(input[value="yillik"]:checked)) [data-period="yillik"],
  &:has(input[value="yillik"]:checked) [data-period="aylik"] {
    display: none;
  }
`

const bar = css`
  position: sticky;
  top: ${layout.headerHeight};
  z-index: 5;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
  padding-block: ${space.sm};
`

const fieldset = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    float: left;
    font-weight: 700;
    color: ${colors.ink};
  }
`

const choices = css`
  display: inline-flex;
  padding: 3px;
  border-radius: ${radii.pill};
  background: ${colors.surfaceAlt};
  border: 1px solid ${colors.line};
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${space.md};
    ${mq.down("sm")} {
      padding: 0 0.75rem;
    }
    border-radius: ${radii.pill};
    font-weight: 600;
    color: ${colors.muted};
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${colors.primary};
    color: #fff;
  }
  label:has(input:focus-visible) {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
`

const note = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  /* On a phone the bar stays one or two lines high: the page's head says the same above it. */
  ${mq.down("md")} {
    display: none;
  }
`

/**
 * The monthly or yearly switch: two radio buttons, reachable with Tab and changed with the arrow keys as
 * any radio group. It stays under the header while the visitor scrolls the list. With JavaScript the choice
 * is kept in the address (src/browser/billing-period.ts), so a shared or reloaded page keeps it.
 */
export function BillingSwitch({ discount, vatRate }: { discount: number; vatRate: number }) {
  const labels: Record<Period, string> = { aylik: periods.aylik, yillik: `${periods.yillik} (%${discount} indirimli)` }
  return (
    <div css={bar} data-billing-switch="">
      <div css={container}>
        <fieldset css={fieldset}>
          <legend>Ödeme dönemi</legend>
          <span css={choices}>
            {(Object.keys(periods) as Period[]).map((period) => (
              <label key={period}>
                <input type="radio" name={PERIOD_PARAM} value={period} defaultChecked={period === "aylik"} />
                {labels[period]}
              </label>
            ))}
          </span>
          <span css={note}>Fiyatlar KDV hariç; KDV dâhil tutar altında (%{vatRate} KDV).</span>
        </fieldset>
      </div>
    </div>
  )
}
