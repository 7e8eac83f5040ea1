import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { colors, fontSizes, radii, space } from "../../theme"
import { Section, type SectionTone } from "../blocks/section"
import { container } from "../container"
import { Picture, altOf } from "../picture"
import { Reveal } from "../reveal"

const figure = css`
  max-width: 60rem;
  margin: 0;
  img {
    border-radius: ${radii.lg};
  }
  figcaption {
    margin-top: ${space.sm};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`

const plainBand = css`
  padding-block: ${space.section};
`

interface ImageSectionProps {
  section: Queries.ImageSectionFieldsFragment
  tone: SectionTone
  /** The largest image of the first screen (the band right after the hero): fetched first. */
  priority?: boolean
}

/**
 * A picture across the page's column with an optional caption, under a heading when the file
 * gives one (a band without a heading is not a named region, so it is a plain block).
 */
export function ImageSection({ section, tone, priority = false }: ImageSectionProps) {
  const { image } = section
  const content = (
    <Reveal as="figure" css={figure}>
      <Picture picture={image.picture} alt={altOf(image)} priority={priority} />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </Reveal>
  )
  if (section.imageHeading)
    return (
      <Section heading={section.imageHeading} intro={section.intro} tone={tone}>
        {content}
      </Section>
    )
  return (
    <div css={[plainBand, css({ background: tone === "alt" ? colors.surfaceAlt : colors.surface })]}>
      <div css={container}>{content}</div>
    </div>
  )
}

export const query = graphql`
  fragment ImageSectionFields on ImageSection {
    # Aliased: every other section's heading is required, and one union query cannot fetch both under one name.
    imageHeading: heading
    intro
    image {
      alt
      decorative
      caption
      picture {
        ...PictureFields
      }
    }
  }
`
