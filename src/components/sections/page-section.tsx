import { graphql } from "gatsby"
import { CtaBanner } from "../blocks/cta-banner"
import type { SectionTone } from "../blocks/section"
import { CardsSection } from "./cards-section"
import { ChipsSection } from "./chips-section"
import { ClaimsSection } from "./claims-section"
import { ContactChannelsSection } from "./contact-channels-section"
import { ContactFormSection } from "./contact-form-section"
import { DemoFormSection } from "./demo-form-section"
import { HeroSection } from "./hero-section"
import { ImageSection } from "./image-section"
import { OfficeSection } from "./office-section"
import { ProseSection } from "./prose-section"
import { SearchSection } from "./search-section"
import { SectorsSection } from "./sectors-section"
import { SocialSection } from "./social-section"
import { StatsSection } from "./stats-section"
import { StepsSection } from "./steps-section"

export type PageSectionData = Queries.PageSectionFieldsFragment

/**
 * Renders one section of a generic page by its GraphQL type. The content schema only admits these
 * types, so every case is handled; TypeScript checks that the switch stays exhaustive. The bands
 * typed pages share (stats, cards, steps, chips) are drawn by the same components there
 * (blocks/section-stack.tsx); `tone` comes from the one rule, bandTones. The two form sections hold
 * React islands (see island.tsx); every other section is markup only. `priority` marks the image
 * of an image section as the first screen's largest (see the generic page's template).
 */
export function PageSection({ section, tone, priority }: { section: PageSectionData; tone: SectionTone; priority?: boolean }) {
  switch (section.__typename) {
    case "HeroSection":
      return <HeroSection section={section} />
    case "ClaimsSection":
      return <ClaimsSection section={section} />
    case "StatsSection":
      return <StatsSection section={section} />
    case "CardsSection":
      return <CardsSection section={section} tone={tone} />
    case "StepsSection":
      return <StepsSection section={section} tone={tone} />
    case "ChipsSection":
      return <ChipsSection section={section} tone={tone} />
    case "SectorsSection":
      return <SectorsSection section={section} tone={tone} />
    case "ProseSection":
      return <ProseSection section={section} tone={tone} />
    case "ImageSection":
      return <ImageSection section={section} tone={tone} priority={priority} />
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
    case "SearchSection":
      return <SearchSection section={section} tone={tone} />
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
    ...StatsSectionFields
    ...CardsSectionFields
    ...StepsSectionFields
    ...ChipsSectionFields
    ...SectorsSectionFields
    ...ProseSectionFields
    ...ImageSectionFields
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
    ...SearchSectionFields
  }
`
