import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, mq, radii, space } from "../../theme"
import { altOf, Picture } from "../picture"

const box = css`
  max-width: 44rem;
  padding: ${space.lg};
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  h2 {
    font-size: ${fontSizes.xl};
  }
  dl {
    display: grid;
    gap: ${space.md};
    margin-top: ${space.md};
  }
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: 0.25rem 0 0;
  }
  dd ul {
    list-style: disc;
    padding-left: 1.25rem;
  }
`

const note = css`
  margin-top: ${space.xs};
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`

const results = css`
  display: grid;
  gap: ${space.md};
  margin-top: ${space.lg};
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  ${mq.up("md")} {
    gap: ${space.lg};
  }
  li {
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.surface};
    border: 1px solid ${colors.line};
  }
  strong {
    display: block;
    font-size: 1.75rem;
    font-weight: 800;
    line-height: 1.1;
    color: ${colors.accent};
  }
  span {
    font-size: ${fontSizes.sm};
  }
`

const logo = css`
  width: 160px;
  margin-bottom: ${space.md};
`

const photos = css`
  display: grid;
  gap: ${space.md};
  margin-top: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  img {
    border-radius: ${radii.md};
  }
  figcaption {
    margin-top: ${space.xs};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`

/** A customer story's facts: the business (its name changed), its sector, challenge, solution and results. */
export function CustomerBox({ customer, sector }: { customer: Queries.CustomerBoxFieldsFragment; sector: string | null }) {
  const photoList = customer.photos ?? []
  return (
    <section css={box} aria-labelledby="musteri">
      {customer.logo && <Picture css={logo} picture={customer.logo.picture} alt={`${customer.name} logosu`} />}
      <h2 id="musteri">{customer.name}</h2>
      <p css={note}>
        {sector && `${sector} · `}İşletmenin ve kişilerin adları işletmenin isteğiyle değiştirildi. Rakamları proje ekibimiz
        işletmenin kendi kayıtlarından ölçtü; hangi kayıtların kullanıldığı ve karşılaştırılan dönemler Sonuçlar bölümünde
        yazılıdır. Hikâye, işletmenin yazılı onayıyla yayımlandı.
      </p>
      <dl>
        <div>
          <dt>Sorun</dt>
          <dd>{customer.challenge}</dd>
        </div>
        <div>
          <dt>Çözüm</dt>
          <dd>{customer.solution}</dd>
        </div>
        <div>
          <dt>Kullanılan çözümler</dt>
          <dd>
            <ul>
              {customer.solutionLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {photoList.length > 0 && (
        <div css={photos}>
          {photoList.map((photo) => (
            <figure key={photo.picture.src}>
              <Picture picture={photo.picture} alt={altOf(photo)} />
              {photo.caption && <figcaption>{photo.caption}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      <ul css={results} aria-label="Sonuçlar">
        {customer.results.map((result) => (
          <li key={result.label}>
            <strong>{result.value}</strong> <span>{result.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const query = graphql`
  fragment CustomerBoxFields on CustomerStory {
    name
    challenge
    solution
    solutionLinks {
      href
      title
    }
    logo {
      picture {
        ...PictureFields
      }
    }
    photos {
      alt
      decorative
      caption
      picture {
        ...PictureFields
      }
    }
    results {
      value
      label
    }
  }
`
