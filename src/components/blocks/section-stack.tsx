import { Fragment, type ReactNode } from "react"
import { CardGrid, type CardData } from "./card-grid"
import { ChipGroups, type ChipGroupData } from "./chip-groups"
import { Section, type SectionTone } from "./section"
import { StatList, type StatData } from "./stat-list"
import { StepList, type StepData } from "./step-list"

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

interface Titled {
  readonly heading: string
  readonly intro?: string | null
}

/** Stack items for the shared section shapes of the typed templates. */
export const stack = {
  cards: (section: (Titled & { readonly cards: readonly CardData[] }) | null | undefined, columns?: number) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <CardGrid cards={section.cards} columns={columns} />
      </Section>
    )),
  stats: (section: (Titled & { readonly stats: readonly StatData[] }) | null | undefined) =>
    section &&
    (() => (
      <Section heading={section.heading} intro={section.intro} tone="night">
        <StatList stats={section.stats} />
      </Section>
    )),
  steps: (section: (Titled & { readonly steps: readonly StepData[] }) | null | undefined) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <StepList steps={section.steps} />
      </Section>
    )),
  chips: (section: (Titled & { readonly groups: readonly ChipGroupData[] }) | null | undefined) =>
    section &&
    ((tone: SectionTone) => (
      <Section heading={section.heading} intro={section.intro} tone={tone}>
        <ChipGroups groups={section.groups} />
      </Section>
    )),
}
