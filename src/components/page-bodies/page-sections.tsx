import type { SectionTone } from "../blocks/section"
import { PageSection, type StaticSectionData } from "../sections/page-section"

export interface ToneSection {
  section: StaticSectionData
  tone: SectionTone
}

/** A run of consecutive static sections of a generic page, each with its background tone. */
export function PageSections({ sections }: { sections: readonly ToneSection[] }) {
  return (
    <>
      {sections.map(({ section, tone }, index) => (
        <PageSection key={index} section={section} tone={tone} />
      ))}
    </>
  )
}
