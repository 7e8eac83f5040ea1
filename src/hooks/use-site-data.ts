import { graphql, useStaticQuery } from "gatsby"
import { usePageLanguage } from "../components/page-language"
import { defaultLanguage, languageOfPath } from "../content/languages"
import { siteInLanguage } from "../content/schema/site-texts"

type Translated = { readonly parent: { readonly relativePath?: string } | Record<string, never> | null }

/** The node of `nodes` read from the file of `language` (data/en/navigation.yaml for English). */
function inLanguage<T extends Translated>(nodes: readonly T[], language: string): T | undefined {
  return nodes.find((node) => {
    const file = node.parent && "relativePath" in node.parent ? node.parent.relativePath : undefined
    return (file ? languageOfPath(file).translation?.code : undefined) === (language === defaultLanguage ? undefined : language)
  })
}

/**
 * Brand, contact data and navigation from data/site.yaml and data/navigation.yaml, in the page's language:
 * an English page reads data/en/navigation.yaml and data/site.yaml with data/en/site.yaml's texts over it.
 */
export function useSiteData() {
  const { language } = usePageLanguage()
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteYaml {
        brand
        legalName
        siteUrl
        slogan
        defaultDescription
        phones {
          main {
            label
            display
            tel
          }
          sales {
            label
            display
            tel
          }
          support {
            label
            display
            tel
          }
        }
        emails {
          info
          sales
          support
          demo
          kvkk
        }
        whatsapp {
          main {
            number
            message
          }
          sales {
            number
            message
          }
          support {
            number
            message
          }
        }
        address {
          street
          district
          city
          postalCode
          country
          mapUrl
        }
        officeHours {
          label
          days
          opens
          closes
        }
        social {
          name
          url
        }
        copyrightYear
        claims {
          experience {
            value
            label
          }
          founded {
            value
            label
          }
          projects {
            value
            label
          }
          satisfaction {
            value
            label
          }
          staff {
            value
            label
          }
          support {
            value
            label
          }
        }
        forms {
          delivery
          endpoint
        }
      }
      allSiteTextsYaml {
        nodes {
          parent {
            ... on File {
              relativePath
            }
          }
          slogan
          defaultDescription
          phones {
            main {
              label
            }
            sales {
              label
            }
            support {
              label
            }
          }
          whatsapp {
            main {
              message
            }
            sales {
              message
            }
            support {
              message
            }
          }
          officeHours {
            label
            days
          }
          claims {
            experience {
              value
              label
            }
            founded {
              value
              label
            }
            projects {
              value
              label
            }
            satisfaction {
              value
              label
            }
            staff {
              value
              label
            }
            support {
              value
              label
            }
          }
        }
      }
      allNavigationYaml {
        nodes {
          parent {
            ... on File {
              relativePath
            }
          }
          menus {
            ...MenuFields
            overview
          }
          footer {
            title
            links {
              href
              label
            }
          }
          legal {
            href
            label
          }
          contact
          search
        }
      }
    }
  `)
  const navigation = inLanguage(data.allNavigationYaml.nodes, language)
  const texts = language === defaultLanguage ? undefined : inLanguage(data.allSiteTextsYaml.nodes, language)
  // The content check refuses a translated page without its language's settings (rules/translations.ts).
  if (!data.siteYaml || !navigation || (language !== defaultLanguage && !texts)) {
    throw new Error(`data/site.yaml and the settings files of the page's language (${language}) are required`)
  }
  return { site: siteInLanguage(data.siteYaml, texts), navigation }
}

export type SiteData = ReturnType<typeof useSiteData>["site"]
