import { siteCacheGroups } from "../../src/build/chunks"

type Group = keyof typeof siteCacheGroups

/** The site's chunk a source file goes to, or undefined when Gatsby's own grouping decides. */
function groupOf(file: string): Group | undefined {
  const module = { nameForCondition: () => `/work/site/${file}` }
  const groups = (Object.keys(siteCacheGroups) as Group[]).filter((name) => siteCacheGroups[name].test(module))
  expect(groups.length).toBeLessThanOrEqual(1)
  return groups[0]
}

describe("browser chunk groups", () => {
  it("puts the header, layout and shared building blocks in the shell every page loads", () => {
    for (const file of [
      "src/components/header/mobile-menu.tsx",
      "src/components/header/desktop-nav.tsx",
      "src/components/layout.tsx",
      "src/components/global-styles.tsx",
      "src/components/action-link.tsx",
      "src/components/icon.tsx",
      "src/components/deferred.tsx",
      "src/components/blocks/section.tsx",
      "src/hooks/use-site-data.ts",
      "src/theme.ts",
    ]) {
      expect([file, groupOf(file)]).toEqual([file, "shell"])
    }
  })

  it("keeps the forms apart, for the pages that have one", () => {
    for (const file of [
      "src/components/forms/demo-form.tsx",
      "src/components/sections/contact-form-section.tsx",
      "src/components/sections/form-section.tsx",
    ]) {
      expect([file, groupOf(file)]).toEqual([file, "forms"])
    }
  })

  it("sends static content, the footer and the head tags to the chunk loaded on demand", () => {
    for (const file of [
      "src/components/deferred-parts.ts",
      "src/components/footer.tsx",
      "src/components/seo.tsx",
      "src/components/blocks/card-grid.tsx",
      "src/components/blocks/section-stack.tsx",
      "src/components/sections/page-section.tsx",
      "src/components/page-bodies/support-body.tsx",
      "src/components/support/package-cards.tsx",
    ]) {
      expect([file, groupOf(file)]).toEqual([file, "deferredParts"])
    }
  })

  it("leaves templates, pages and libraries to Gatsby", () => {
    for (const file of [
      "src/templates/page.tsx",
      "src/pages/404.tsx",
      "node_modules/react-helmet/es/Helmet.js",
      ".cache/loader.js",
    ]) {
      expect([file, groupOf(file)]).toEqual([file, undefined])
    }
  })
})
