import { CtaBanner } from "../blocks/cta-banner"
import { Hero } from "../blocks/hero"
import { SectionStack, stack } from "../blocks/section-stack"

export type ErpSectorContent = NonNullable<Queries.ErpSectorPageQuery["erpYaml"]>

/**
 * The content of an ERP solution page. Sector pages carry features, business types, solutions,
 * benefits and integrations; human resources and pre-accounting carry modules and reports instead.
 * Each section renders only when the file has it.
 */
export function ErpSectorBody({ page }: { page: ErpSectorContent }) {
  return (
    <>
      <Hero hero={page.hero} />
      <SectionStack
        items={[
          stack.stats(page.stats),
          stack.cards(page.features),
          stack.cards(page.modules, page.modules?.cards.length === 4 ? 2 : undefined),
          stack.cards(page.businessTypes),
          stack.cards(page.solutions),
          stack.cards(page.benefits),
          stack.cards(page.integrations),
          stack.cards(page.reports),
        ]}
      />
      <CtaBanner cta={page.cta} />
    </>
  )
}
