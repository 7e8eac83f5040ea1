import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, shadows, space } from "../../theme"
import { ButtonLink } from "../../components/action-link"
import { Icon } from "../../components/icon"
import { Reveal } from "../../components/reveal"
import { defineWords } from "../../components/words"
import { useSiteData } from "../../hooks/use-site-data"
import { packageLink } from "./package-link"

const grid = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  align-items: stretch;
  ${mq.up("lg")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  &[data-highlight] {
    border: 2px solid ${colors.primary};
    box-shadow: ${shadows.raised};
  }
  h3 {
    font-size: ${fontSizes.xl};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space.sm};
  }
  li {
    display: flex;
    gap: ${space.sm};
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${colors.accent};
  }
  > a {
    margin-top: auto;
  }
`

const highlight = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 0.25rem 0.875rem;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: #fff;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
`

const price = css`
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1;
  color: ${colors.ink};
  span {
    font-size: ${fontSizes.md};
    font-weight: 600;
    color: ${colors.muted};
  }
`

/**
 * Support packages with Turkish prices, read from the price list ({fiyat:…} tokens). "Paketi seç" opens the contact form with the package
 * preselected as the subject.
 */
const useWords = defineWords({
  tr: { choose: "Paketi seç", named: (name: string) => `${name} paketi` },
  en: { choose: "Choose this package", named: (name: string) => `${name} package` },
})

export function PackageCards({ packages }: { packages: readonly Queries.SupportPackageFieldsFragment[] }) {
  const words = useWords()
  // The page's own contact form: an English package card leads to the English form, with the same subject.
  const { navigation } = useSiteData()
  return (
    <Reveal as="ul" stagger css={grid}>
      {packages.map((item) => (
        <li key={item.id}>
          <article css={card} data-highlight={item.highlight ? "" : undefined} aria-label={words.named(item.name)}>
            {item.highlight && <p css={highlight}>{item.highlight}</p>}
            <h3>{item.name}</h3>
            <p css={price}>
              {item.price}
              {item.period && <span> / {item.period}</span>}
            </p>
            <p>{item.description}</p>
            <ul>
              {item.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {/* The name says which package: the visible label alone repeats on every card. */}
            <ButtonLink
              href={packageLink(item.id, navigation.contact)}
              variant={item.highlight ? "primary" : "secondary"}
              label={`${words.choose}: ${item.name}`}
            >
              {words.choose}
            </ButtonLink>
          </article>
        </li>
      ))}
    </Reveal>
  )
}

export const query = graphql`
  fragment SupportPackageFields on SupportPackage {
    id
    name
    price
    period
    highlight
    description
    features
  }
`
