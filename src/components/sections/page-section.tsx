import { graphql } from "gatsby"
import { CardGrid } from "../blocks/card-grid"
import { ChipGroups } from "../blocks/chip-groups"
import { CtaBanner } from "../blocks/cta-banner"
import { Section, type SectionTone } from "../blocks/section"
import { StatList } from "../blocks/stat-list"
import { StepList } from "../blocks/step-list"
import { ClaimsSection } from "./claims-section"
import { ContactChannelsSection } from "./contact-channels-section"
import { ContactFormSection } from "./contact-form-section"
import { DemoFormSection } from "./demo-form-section"
import { HeroSection } from "./hero-section"
import { OfficeSection } from "./office-section"
import { ProseSection } from "./prose-section"
import { SectorsSection } from "./sectors-section"
import { SocialSection } from "./social-section"

export type PageSectionData = Queries.PageSectionFieldsFragment

/**
 * Renders one section of a generic page by its GraphQL type. The content schema only admits these
 * types, so every case is handled; TypeScript checks that the switch stays exhaustive. The two
 * form sections hold React islands (see island.tsx); every other section is markup only.
 */
export function PageSection({ section, tone }: { section: PageSectionData; tone: SectionTone }) {
  switch (section.__typename) {
    case "HeroSection":
      return <HeroSection section={section} />
    case "ClaimsSection":
      return <ClaimsSection section={section} />
    case "StatsSection":
      return (
        <Section heading={section.heading} intro={section.intro} tone="night">
          <StatList stats={section.stats} />
        </Section>
      )
    case "CardsSection":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone} id={section.anchor}>
          <CardGrid cards={section.cards} columns={section.columns} />
        </Section>
      )
    case "StepsSection":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <StepList steps={section.steps} />
        </Section>
      )
    case "ChipsSection":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <ChipGroups groups={section.groups} />
        </Section>
      )
    case "SectorsSection":
      return <SectorsSection section={section} tone={tone} />
    case "ProseSection":
      return <ProseSection section={section} tone={tone} />
    case "CtaSection":
      return <CtaBanner cta={{ heading: section.heading, text: section.text, actions: section.ctaActions }} />
    case "ContactChannelsSection":
      return <ContactChannelsSection section={section} tone={tone} />
    case "OfficeSection":
      return <OfficeSection section={section} tone={tone} />
    case "SocialSection":
      return <SocialSection section={section} tone={tone} />
    case "ContactFormSection":
      return <ContactFormSection section={section} tone={tone} />
    case "DemoFormSection":
      return <DemoFormSection section={section} tone={tone} />
    default: {
      const unknown: never = section
      throw new Error(`Unknown section type ${JSON.stringify(unknown)}`)
    }
  }
}

export const query = graphql`
  fragment PageSectionFields on PageSection {
    __typename
    ...HeroSectionFields
    ...ClaimsSectionFields
    ... on StatsSection {
      heading
      intro
      stats {
        ...StatFields
      }
    }
    ... on CardsSection {
      heading
      intro
      anchor
      columns
      cards {
        ...CardFields
      }
    }
    ... on StepsSection {
      heading
      intro
      steps {
        ...StepFields
      }
    }
    ... on ChipsSection {
      heading
      intro
      groups {
        ...ChipGroupFields
      }
    }
    ...SectorsSectionFields
    ...ProseSectionFields
    ... on CtaSection {
      heading
      text
      # Aliased: a hero's actions are optional, a call to action's are required, and one union
      # query cannot fetch both types under one name.
      ctaActions: actions {
        ...ActionFields
      }
    }
    ...ContactChannelsSectionFields
    ...ContactFormSectionFields
    ...OfficeSectionFields
    ...SocialSectionFields
    ...DemoFormSectionFields
  }
`
