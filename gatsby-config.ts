import path from "path"
import type { GatsbyConfig } from "gatsby"
import { readSiteData } from "./src/content/read-site"
import { alternateLinks } from "./src/content/languages"
import { sitemapPages } from "./src/content/routes"
import { contentTypes, nodeTypeNameOf } from "./src/kinds"
import { colors, themeColor } from "./src/theme"

// The production address and the brand live in data/site.yaml, read through its schema.
const dataDir = path.join(__dirname, "data")
const site = readSiteData(dataDir)
const brand = site.brand

const config: GatsbyConfig = {
  siteMetadata: {
    title: brand,
    siteUrl: site.siteUrl,
  },
  // Routes are written without a trailing slash in the specification and in every link.
  trailingSlash: "never",
  // Typed page queries (Queries.*) in src/gatsby-types.d.ts, also written by `gatsby build` for CI.
  // `npm test` has its build write them elsewhere (SITE_TYPEGEN_OUTPUT, relative to the project) and
  // compares: TypeScript, running beside the build, then reads a file nobody is rewriting.
  graphqlTypegen: {
    generateOnBuild: true,
    typesOutputPath: process.env.SITE_TYPEGEN_OUTPUT || "src/gatsby-types.d.ts",
  },
  // Emotion's JSX runtime gives every element the `css` prop.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    // Reads every content file under data/.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir },
    },
    // Turns each YAML file into a node whose type (ErpYaml, PagesYaml ...) comes from src/kinds/.
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) =>
          nodeTypeNameOf(contentTypes, node.relativePath) ?? "UnknownYaml",
      },
    },
    // Helmet's server side for Gatsby. Because gatsby-ssr.tsx renders pages itself, it reads the Seo
    // component's tags (and <html lang="tr">) right after each render; see the note there.
    "gatsby-plugin-react-helmet",
    // Server-renders Emotion styles so every page is styled before any JavaScript runs.
    "gatsby-plugin-emotion",
    // The web manifest (/manifest.webmanifest) and its <link>, from the brand in data/site.yaml. The
    // icons are drawn by `npm run build:icons`; the Seo component writes theme-color and the icon links.
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: brand,
        short_name: brand.split(" ")[0],
        description: site.slogan,
        lang: "tr",
        start_url: "/",
        display: "standalone",
        background_color: colors.surface,
        theme_color: themeColor,
        icons: [
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        ],
        theme_color_in_head: false,
        include_favicon: false,
        legacy: false,
        cache_busting_mode: "none",
      },
    },
    // Lists every route of the site in /sitemap-index.xml for search engines: the routes of
    // src/content/routes.ts, which gatsby-node creates the pages from (so the not-found page and
    // /admin, which are no content routes, stay out without a list of exclusions).
    {
      resolve: "gatsby-plugin-sitemap",
      // Crawlers find the sitemap through robots.txt; a <link> to it in every page's head only adds bytes.
      options: {
        resolvePages: () => sitemapPages(contentTypes, dataDir),
        // A page with a translation lists every language's address (xhtml:link), as its head's hreflang does.
        serialize: ({ path: url, lastmod, alternates }: ReturnType<typeof sitemapPages>[number]) => ({
          url,
          ...(lastmod && { lastmod }),
          ...(alternates && { links: alternateLinks(alternates, site.siteUrl) }),
        }),
        createLinkInHead: false,
      },
    },
  ],
}

export default config
