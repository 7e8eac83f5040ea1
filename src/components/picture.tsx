import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { PictureData } from "../content/schema/image"

/**
 * An uploaded image as the build made it (src/postbuild/images.ts): a <picture> offering WebP, with a
 * JPEG or PNG fallback, at the slot's widths; the browser picks the file for the screen from
 * `srcset` and `sizes`. `width` and `height` reserve the space, so nothing moves when it arrives.
 * Every image loads lazily and decodes off the main thread except a `priority` one (the largest
 * image of the first screen), which is fetched first. Until it loads, its dominant colour fills the
 * space, set by a class in the page's stylesheet (the CSP refuses style attributes). No JavaScript.
 */

export interface PictureProps {
  picture: PictureData
  /** The Turkish alt text; "" for a decorative image, which screen readers skip. */
  alt: string
  /** The largest image of the first screen: loaded eagerly with high fetch priority. */
  priority?: boolean
  className?: string
}

const base = css`
  display: block;
  width: 100%;
  height: auto;
`

export function Picture({ picture, alt, priority = false, className }: PictureProps) {
  // React 18 knows no `fetchPriority` prop; the lower-case attribute passes through as written.
  const loading = priority ? { loading: "eager" as const, fetchpriority: "high" } : { loading: "lazy" as const }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        css={[base, css({ backgroundColor: picture.color })]}
        className={className}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        decoding={priority ? "auto" : "async"}
        {...loading}
      />
    </picture>
  )
}

/** The alt attribute of an image field: its text, or "" when it is marked decorative. */
export const altOf = (image: { alt?: string | null; decorative?: boolean | null }) => (image.decorative ? "" : (image.alt ?? ""))

export const query = graphql`
  fragment PictureFields on Picture {
    width
    height
    color
    sizes
    src
    srcSet
    type
    sources {
      type
      srcSet
    }
  }
`
