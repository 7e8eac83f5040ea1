import { css } from "@emotion/react"
import { useId, type ReactNode } from "react"
import { colors, fontSizes, space } from "../../theme"
import { container } from "../container"
import { Reveal } from "../reveal"

export type SectionTone = "plain" | "alt" | "night"

const tones: Record<SectionTone, ReturnType<typeof css>> = {
  plain: css`
    background: ${colors.surface};
  `,
  alt: css`
    background: ${colors.surfaceAlt};
  `,
  night: css`
    background: ${colors.night};
    color: ${colors.nightText};
    h2,
    h3 {
      color: #fff;
    }
  `,
}

const wrapper = css`
  padding-block: ${space.section};
`

const head = css`
  max-width: 46rem;
  margin-bottom: ${space.xl};
  h2 {
    font-size: ${fontSizes.h2};
  }
  p {
    margin-top: ${space.md};
    font-size: ${fontSizes.lg};
    color: inherit;
    opacity: 0.92;
  }
`

interface SectionProps {
  heading: string
  intro?: string | null
  tone?: SectionTone
  /** An id for links to this section ("/services#erp-sistemleri"). */
  id?: string | null
  children: ReactNode
}

/** A titled band of a page: its h2 names the region for assistive technology. */
export function Section({ heading, intro, tone = "plain", id, children }: SectionProps) {
  const headingId = useId()
  return (
    <section css={[wrapper, tones[tone]]} aria-labelledby={headingId} id={id ?? undefined}>
      <div css={container}>
        <Reveal css={head}>
          <h2 id={headingId}>{heading}</h2>
          {intro && <p>{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  )
}
