import { CtaBanner } from "../blocks/cta-banner"
import { Hero } from "../blocks/hero"
import { SectionStack, stack } from "../blocks/section-stack"

export type EcommerceContent = NonNullable<Queries.EcommercePageQuery["ecommerceYaml"]>

/**
 * The content of an e-commerce solution page: features, site or business types, sectors, the
 * platforms it connects to, security, process and technologies, each only when present.
 */
export function EcommerceBody({ page }: { page: EcommerceContent }) {
  return (
    <>
      <Hero hero={page.hero} />
      <SectionStack
        items={[
          stack.stats(page.stats),
          stack.cards(page.features),
          stack.cards(page.siteTypes),
          stack.cards(page.businessTypes),
          stack.cards(page.sectors),
          stack.chips(page.platforms),
          stack.cards(page.security),
          stack.steps(page.process),
          stack.chips(page.technologies),
        ]}
      />
      <CtaBanner cta={page.cta} />
    </>
  )
}
