import { Section, type SectionTone } from "../blocks/section"
import { DemoForm } from "../forms/demo-form"

export function DemoFormSection({
  section,
  tone,
}: {
  section: { readonly heading: string; readonly intro?: string | null }
  tone: SectionTone
}) {
  return (
    <Section heading={section.heading} intro={section.intro} tone={tone}>
      <DemoForm />
    </Section>
  )
}
