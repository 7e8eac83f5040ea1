import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, mq, radii, space } from "../../theme"
import { Reveal } from "../reveal"

const list = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: rgba(255, 255, 255, 0.06);
    border: 1px solid rgba(255, 255, 255, 0.16);
  }
  strong {
    display: block;
    font-size: clamp(2rem, 1.6rem + 1.6vw, 2.75rem);
    font-weight: 800;
    line-height: 1.1;
    color: #7dd3c7;
  }
  span {
    display: block;
    margin-top: ${space.xs};
    font-weight: 650;
    color: #fff;
  }
  p {
    margin-top: ${space.sm};
    color: ${colors.nightMuted};
    font-size: 0.9375rem;
  }
  ${mq.up("lg")} {
    gap: ${space.xl};
  }
`

/** Key figures, made for the dark band (tone "night") that StatsSection and ClaimsSection draw. */
export function StatList({ stats }: { stats: readonly Queries.StatFieldsFragment[] }) {
  return (
    <Reveal as="ul" stagger css={list}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
          {stat.description && <p>{stat.description}</p>}
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment StatFields on Stat {
    value
    label
    description
  }
`
