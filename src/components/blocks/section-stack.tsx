import { StoryBand, type StoryBandData } from "../blog/story-band"
import { Fragment, type ReactNode } from "react"
import { Layout } from "../layout"
import { Seo } from "../seo"
import { CardsSection } from "../sections/cards-section"
import { ChipsSection } from "../sections/chips-section"
import { StatsSection } from "../sections/stats-section"
import { StepsSection } from "../sections/steps-section"
import { CtaBanner } from "./cta-banner"
import { Hero } from "./hero"
import type { SectionTone } from "./section"

/**
 * One band of a page: its GraphQL type name, which decides its background (bandTones), and how it
 * draws with the tone it is given. Generic pages make one per entry of `sections:`, typed
 * templates one per section field their file has.
 */
export interface Band {
  type: string
  render: (tone: SectionTone) => ReactNode
}

/**
 * Bands that draw a background of their own rather than take the alternation's: the figures on the
 * dark band, the hero (which fades to the plain page) and the call to action (a dark card on it).
 */
const ownTones: Readonly<Record<string, SectionTone>> = {
  HeroSection: "plain",
  ClaimsSection: "night",
  StatsSection: "night",
  CtaSection: "plain",
}

/**
 * The one rule for the backgrounds of a page's bands, generic and typed pages alike: the other bands
 * alternate plain and tinted, and start plain after any band with its own background. The dark
 * figures band breaks the rhythm as the hero does, so the band after it is plain as the first band
 * after the hero is, wherever the figures stand and whatever kind of page they are on (typed pages
 * used to count the figures as one step of the alternation and go on tinted after them).
 */
export function bandTones(types: readonly string[]): SectionTone[] {
  let next: SectionTone = "plain"
  return types.map((type) => {
    const own = ownTones[type]
    if (own) {
      next = "plain"
      return own
    }
    const tone = next
    next = tone === "plain" ? "alt" : "plain"
    return tone
  })
}

/** Renders the bands a page has, each with its tone from bandTones; a missing band is skipped. */
export function SectionStack({ bands }: { bands: readonly (Band | null | undefined)[] }) {
  const present = bands.filter((band): band is Band => band != null)
  const tones = bandTones(present.map((band) => band.type))
  return (
    <>
      {present.map((band, index) => (
        <Fragment key={index}>{band.render(tones[index])}</Fragment>
      ))}
    </>
  )
}

/** A band for a section a typed page's file may leave out (null in the query answer). */
export function band<T extends { __typename: string }>(
  section: T | null | undefined,
  render: (section: T, tone: SectionTone) => ReactNode,
): Band | null {
  return section ? { type: section.__typename, render: (tone) => render(section, tone) } : null
}

/** The customer-story band, when the page has stories to show. */
export const storyBands = (band: StoryBandData | undefined): Band | null =>
  band && band.stories.length > 0 ? { type: "StoryBand", render: (tone) => <StoryBand band={band} tone={tone} /> } : null

/** Bands of the shapes typed pages share with generic pages, drawn by the same components. */
export const bands = {
  stats: (section: Queries.StatsSectionFieldsFragment | null) => band(section, (s) => <StatsSection section={s} />),
  cards: (section: Queries.CardsSectionFieldsFragment | null, defaultColumns?: number) =>
    band(section, (s, tone) => <CardsSection section={s} tone={tone} defaultColumns={defaultColumns} />),
  steps: (section: Queries.StepsSectionFieldsFragment | null) =>
    band(section, (s, tone) => <StepsSection section={s} tone={tone} />),
  chips: (section: Queries.ChipsSectionFieldsFragment | null) =>
    band(section, (s, tone) => <ChipsSection section={s} tone={tone} />),
}

/** What every typed page (ERP, e-commerce, support) has around its bands; the page query's fields. */
type TypedPageFrame = Pick<
  NonNullable<Queries.ErpSectorPageQuery["erpYaml"]>,
  "slug" | "title" | "description" | "keywords" | "hero" | "cta"
>

/** A typed page: head tags, the hero, the bands its file has and the closing call to action. */
export function TypedPage({
  page,
  bands: items,
  storyBand,
}: {
  page: TypedPageFrame
  bands: readonly (Band | null)[]
  /** Customer stories that used this solution (storyBandOf), after the page's own bands. */
  storyBand?: StoryBandData
}) {
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <Hero hero={page.hero} />
      <SectionStack bands={[...items, storyBands(storyBand)]} />
      <CtaBanner cta={page.cta} />
    </Layout>
  )
}
