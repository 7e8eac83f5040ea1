import { CtaBanner } from "../blocks/cta-banner"
import { Hero } from "../blocks/hero"
import { Section, type SectionTone } from "../blocks/section"
import { SectionStack, stack } from "../blocks/section-stack"
import { ChannelList } from "../support/channel-list"
import { PackageCards } from "../support/package-cards"
import { PriorityTable } from "../support/priority-table"

export type SupportContent = NonNullable<Queries.SupportPageQuery["supportYaml"]>

/**
 * The content of a support page: priority levels, channels, services, packages and consulting
 * offerings, each only when the file has it.
 */
export function SupportBody({ page }: { page: SupportContent }) {
  const { priorityLevels, channels, services, packages } = page
  return (
    <>
      <Hero hero={page.hero} />
      <SectionStack
        items={[
          priorityLevels &&
            ((tone: SectionTone) => (
              <Section heading={priorityLevels.heading} intro={priorityLevels.intro} tone={tone}>
                <PriorityTable levels={priorityLevels.levels} caption="Öncelik seviyelerine göre yanıt ve çözüm süreleri" />
              </Section>
            )),
          channels &&
            ((tone: SectionTone) => (
              <Section heading={channels.heading} intro={channels.intro} tone={tone}>
                <ChannelList channels={channels.channels} />
              </Section>
            )),
          services &&
            ((tone: SectionTone) => (
              <Section heading={services.heading} intro={services.intro} tone={tone}>
                <ChannelList channels={services.channels} />
              </Section>
            )),
          packages &&
            ((tone: SectionTone) => (
              <Section heading={packages.heading} intro={packages.intro} tone={tone}>
                <PackageCards packages={packages.packages} />
              </Section>
            )),
          stack.cards(page.offerings),
          stack.stats(page.stats),
          stack.cards(page.benefits),
        ]}
      />
      <CtaBanner cta={page.cta} />
    </>
  )
}
