import { Fragment, type ReactNode } from "react"
import { Layout } from "../layout"
import { Seo } from "../seo"
import { CardGrid } from "./card-grid"
import { CtaBanner } from "./cta-banner"
import { Hero } from "./hero"
import { ChipGroups } from "./chip-groups"
import { Section, type SectionTone } from "./section"
import { StatList } from "./stat-list"
import { StepList } from "./step-list"

/** A section of a typed template; `null` when the page's file leaves it out. */
export type StackItem = ((tone: SectionTone) => ReactNode) | null | undefined | false

/** Renders the sections a page has, alternating plain and tinted backgrounds. */
export function SectionStack({ items }: { items: StackItem[] }) {
  const present = items.filter((item): item is (tone: SectionTone) => ReactNode => typeof item === "function")
  return (
    <>
      {present.map((render, index) => (
        <Fragment key={index}>{render(index % 2 === 0 ? "plain" : "alt")}</Fragment>
      ))}
    </>
  )
}

/** What every typed page (ERP, e-commerce, support) has around its sections; the page query's fields. */
type TypedPageFrame = Pick<
  NonNullable<Queries.ErpSectorPageQuery["erpYaml"]>,
  "slug" | "title" | "description" | "keywords" | "hero" | "cta"
>

/** A typed page: head tags, the hero, the sections its file has and the closing call to action. */
export function TypedPage({ page, items }: { page: TypedPageFrame; items: StackItem[] }) {
  return (
    <Layout>
      <Seo title={page.title} description={page.description} keywords={page.keywords} path={page.slug} />
      <Hero hero={page.hero} />
      <SectionStack items={items} />
      <CtaBanner cta={page.cta} />
    </Layout>
  )
}

/** Stack items for the shared section shapes of the typed templates. */
export const stack = {
  cards: (section: Queries.CardSectionFieldsFragment | null, columns?: number) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <CardGrid cards={section.cards} columns={columns} />
      </Section>
    )),
  stats: (section: Queries.StatSectionFieldsFragment | null) =>
    section &&
    (() => (
      <Section heading={section.heading} intro={section.intro} tone="night">
        <StatList stats={section.stats} />
      </Section>
    )),
  steps: (section: Queries.StepSectionFieldsFragment | null) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <StepList steps={section.steps} />
      </Section>
    )),
  chips: (section: Queries.ChipSectionFieldsFragment | null) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <ChipGroups groups={section.groups} />
      </Section>
    )),
}
