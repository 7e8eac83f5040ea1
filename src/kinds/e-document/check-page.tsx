import { graphql, type PageProps } from "gatsby"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { Layout } from "../../components/layout"
import { LeadFormPage, type SubjectOption } from "../../components/sections/form-delivery"
import { Seo } from "../../components/seo"
import { CheckResult } from "./check-result"
import { CheckSources } from "./check-sources"
import { CheckStep } from "./check-step"
import { nextStep, pathOf, type Chosen } from "./decide"
import { checkSubject, stepTitle } from "./index"
import { useCheckWords } from "./words"
import { usePageLanguage } from "../../components/page-language"
import { defaultLanguage, homeOf } from "../../content/languages"

/** The oldest "Son doğrulama" of the check's rules, thresholds and notes. */
const oldestCheck = (check: NonNullable<Queries.EDocumentCheckPageQuery["eDonusumYaml"]>) =>
  [
    ...check.thresholds.map((threshold) => threshold.checkedOn),
    ...check.documents.flatMap((document) => document.rules.map((rule) => rule.checkedOn)),
    ...(check.notes ?? []).map((note) => note.checkedOn),
  ].sort()[0]

/** The Turkish check's address, from a translated step's Turkish alternate ("/e-donusum-testi/sirket/..."). */
const turkishAddress = (alternates: Readonly<Record<string, string>> | undefined, answers: readonly string[]) =>
  alternates?.[defaultLanguage]
    ?.split("/")
    .slice(0, answers.length > 0 ? -answers.length : undefined)
    .join("/")

/**
 * A step of the e-document check (./index.ts makes one per path): a question whose answers are links,
 * or, at the end of a path, the result: each document's verdict with its start, rule, sources and
 * verification day, the notes that follow from it, the company's offer, and the contact form with the
 * answers written into its message.
 */
interface CheckPageContext {
  answers: string[]
  /** A result page carries the contact form (its route's `leadForm`): gatsby-node adds the KVKK notice's version. */
  noticeVersion?: string
  /** The KVKK notice's page in a translated page's language (gatsby-node). */
  noticePage?: string
  formSubjects?: readonly SubjectOption[]
}

export default function CheckPage({ data, pageContext }: PageProps<Queries.EDocumentCheckPageQuery, CheckPageContext>) {
  const words = useCheckWords()
  const { language, alternates } = usePageLanguage()
  if (!data.eDonusumYaml) return null
  // The amounts and sales bands are written in the page's language.
  const check = { ...data.eDonusumYaml, language }
  const path = pathOf(check, pageContext.answers)
  if (!path) throw new Error(`${pageContext.answers.join("/")} is not a path of ${check.slug}`)
  const hrefAt = (upTo: readonly Chosen[]) => [check.slug, ...upTo.map((chosen) => chosen.option.slug)].join("/")
  const here = hrefAt(path)
  const step = nextStep(check, path)
  const crumbs: Crumb[] = [
    { name: words.home, path: homeOf(language) },
    { name: check.title, ...(path.length > 0 && { path: check.slug }) },
    ...path.map((chosen, index) => ({
      name: chosen.option.short,
      ...(index < path.length - 1 && { path: hrefAt(path.slice(0, index + 1)) }),
    })),
  ]
  const seo = (
    <Seo
      title={stepTitle(check, path, !step)}
      description={check.description}
      keywords={check.keywords}
      path={here}
      breadcrumbs={crumbs}
    />
  )

  if (step)
    return (
      <Layout>
        {seo}
        {path.length === 0 ? (
          <PageHead crumbs={crumbs} title={check.heading} lead={check.lead} />
        ) : (
          <PageHead crumbs={crumbs} title={step.question.question} lead={step.question.hint ?? undefined} />
        )}
        <CheckStep
          step={step}
          number={path.length + 1}
          hrefOf={(option) => `${here}/${option.slug}`}
          titled={path.length === 0}
          {...(path.length > 0 && { backHref: hrefAt(path.slice(0, -1)) })}
        />
        {path.length === 0 && <CheckSources sources={check.sources} oldestCheck={oldestCheck(check)} />}
      </Layout>
    )

  const { noticeVersion, noticePage, formSubjects } = pageContext
  return (
    <LeadFormPage.Provider
      value={
        noticeVersion ? { page: here, noticeVersion, subjects: formSubjects, ...(noticePage && { notice: noticePage }) } : null
      }
    >
      <Layout>
        {seo}
        <CheckResult
          check={check}
          path={path}
          address={here}
          crumbs={crumbs}
          hrefAt={hrefAt}
          subject={checkSubject(turkishAddress(alternates, pageContext.answers) ?? check.slug)}
        />
      </Layout>
    </LeadFormPage.Provider>
  )
}

export const query = graphql`
  query EDocumentCheckPage($id: String!) {
    eDonusumYaml(id: { eq: $id }) {
      slug
      title
      description
      keywords
      heading
      lead
      resultHeading
      caution
      questions {
        id
        short
        question
        hint
        askWhen {
          ...EDocumentConditionFields
        }
        answers {
          id
          label
          short
          hint
        }
        sales
      }
      thresholds {
        id
        label
        amount
        upcoming
        source
        checkedOn
      }
      documents {
        id
        name
        summary
        rules {
          when {
            ...EDocumentConditionFields
          }
          status
          start
          rule
          sources
          checkedOn
        }
      }
      notes {
        when {
          ...EDocumentConditionFields
        }
        text
        sources
        checkedOn
      }
      sources {
        id
        name
        published
        url
      }
      offer {
        heading
        text
        link {
          label
          href
        }
      }
      form {
        heading
        intro
        subject
        request
      }
    }
  }

  fragment EDocumentConditionFields on EDocumentCondition {
    answers
    salesAtLeast
    obliged
  }
`
