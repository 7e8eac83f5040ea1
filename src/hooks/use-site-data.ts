import { graphql, useStaticQuery } from "gatsby"

/** Brand, contact data and navigation from data/site.yaml and data/navigation.yaml. */
export function useSiteData() {
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
      navigationYaml {
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
        search
      }
    }
  `)
  if (!data.siteYaml || !data.navigationYaml) {
    throw new Error("data/site.yaml and data/navigation.yaml are required")
  }
  return { site: data.siteYaml, navigation: data.navigationYaml }
}

export type SiteData = ReturnType<typeof useSiteData>["site"]
