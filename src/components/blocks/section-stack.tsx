import { Fragment, type ReactNode } from "react"
import { CardGrid } from "./card-grid"
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
