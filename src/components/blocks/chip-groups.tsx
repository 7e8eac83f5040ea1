import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, radii, space } from "../../theme"
import { Reveal } from "../reveal"

const groups = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  list-style: none;
  > li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    border: 1px solid ${colors.line};
    background: ${colors.surface};
  }
  h3 {
    font-size: ${fontSizes.h3};
    margin-bottom: ${space.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    list-style: none;
  }
  ul li {
    padding: 0.3rem 0.75rem;
    border-radius: ${radii.pill};
    background: ${colors.primarySoft};
    color: ${colors.primary};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`

/** Named groups of short labels: technologies by category, marketplaces, payment providers. */
export function ChipGroups({ groups: data }: { groups: readonly Queries.ChipGroupFieldsFragment[] }) {
  return (
    <Reveal as="ul" stagger css={groups}>
      {data.map((group) => (
        <li key={group.title}>
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment ChipGroupFields on ChipGroup {
    title
    items
  }
`
