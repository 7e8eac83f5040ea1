import { css } from "@emotion/react"
import { Fragment } from "react"
import { ButtonLink } from "../../components/action-link"
import type { Crumb } from "../../components/blog/breadcrumbs"
import { PageHead } from "../../components/blog/page-head"
import { noticeBox } from "../../components/blocks/notice-box"
import { Section } from "../../components/blocks/section"
import { Island } from "../../components/island"
import { usePageLanguage } from "../../components/page-language"
import { useFormSettings } from "../../components/sections/form-delivery"
import { leadFormStyles } from "../../components/sections/lead-form-styles"
import { FORM_ANCHOR } from "../../content/form-links"
import { useSiteData } from "../../hooks/use-site-data"
import { colors, fontSizes, mq, space } from "../../theme"
import { fillAmounts } from "./amounts"
import { citedList } from "./check-sources"
import { decide, notesFor, type Chosen } from "./decide"
import { DocumentVerdict } from "./document-verdict"
import { leadMessage } from "./lead-message"
import { useCheckWords } from "./words"

const verdicts = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`

const answers = css`
  display: grid;
  gap: ${space.xs} ${space.lg};
  margin-top: ${space.lg};
  max-width: 44rem;
  overflow-wrap: anywhere;
  ${mq.up("sm")} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${colors.ink};
  }
  a {
    margin-left: ${space.sm};
    color: ${colors.primary};
    font-size: ${fontSizes.sm};
  }
`

const offerText = css`
  max-width: 46rem;
  font-size: ${fontSizes.lg};
  & + a {
    margin-top: ${space.lg};
  }
`

type CheckData = NonNullable<Queries.EDocumentCheckPageQuery["eDonusumYaml"]>

/**
 * The end of a path of the check: the answers (each with a link back to change it), each document's
 * verdict, the notes that follow from them, the company's offer, and the contact form with the e-document
 * subject chosen and the answers and results written into its message, for the visitor to change or send.
 */
export function CheckResult({
  check,
  path,
  address,
  crumbs,
  hrefAt,
  subject,
}: {
  check: CheckData
  path: readonly Chosen[]
  /** The page's own path ("/e-donusum-testi/sirket/yok/3-milyon-10-milyon"). */
  address: string
  crumbs: readonly Crumb[]
  hrefAt: (upTo: readonly Chosen[]) => string
  /** The contact form's subject: the Turkish check's, which the lead service and sales know, in every language. */
  subject: string
}) {
  const words = useCheckWords()
  const { language } = usePageLanguage()
  const { site } = useSiteData()
  const delivery = useFormSettings(site)
  const results = decide(check, path)
  const notes = notesFor(check, path, results)
  const message = leadMessage({
    content: check,
    path,
    results,
    address: `${site.siteUrl}${address}`,
    request: check.form.request,
    words,
    language,
  })
  return (
    <>
      <PageHead crumbs={crumbs} title={check.resultHeading}>
        <dl css={answers}>
          {path.map((chosen, index) => (
            <Fragment key={chosen.question.id}>
              <dt>{chosen.question.short}</dt>
              <dd>
                {chosen.option.label}
                <a href={hrefAt(path.slice(0, index))} aria-label={words.changeLabel(chosen.question.short)}>
                  {words.change}
                </a>
              </dd>
            </Fragment>
          ))}
        </dl>
        <p css={noticeBox}>{check.caution}</p>
      </PageHead>
      <Section heading={words.byDocument}>
        <div css={verdicts}>
          {results.map((result) => (
            <DocumentVerdict key={result.document.id} result={result} thresholds={check.thresholds} sources={check.sources} />
          ))}
        </div>
      </Section>
      {notes.length > 0 && (
        <Section heading={words.notes} tone="alt">
          <ul css={citedList}>
            {notes.map((note) => (
              <li key={note.text}>
                {fillAmounts(note.text, check.thresholds, language)}{" "}
                {note.sources.flatMap((id) =>
                  check.sources
                    .filter((source) => source.id === id)
                    .map((source) => (
                      <a key={source.id} href={source.url}>
                        ({source.name})
                      </a>
                    )),
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section heading={check.offer.heading}>
        <p css={offerText}>{check.offer.text}</p>
        <ButtonLink href={check.offer.link.href} variant="secondary">
          {check.offer.link.label}
        </ButtonLink>
      </Section>
      {/* The id is where the form's error links and "?konu=" links land (src/content/form-links.ts). */}
      <Section heading={check.form.heading} intro={check.form.intro} tone="alt" id={FORM_ANCHOR}>
        <div css={leadFormStyles}>
          <Island
            name="contact-form"
            props={{ subjects: [{ value: subject, label: check.form.subject }], subject, message, ...delivery }}
          />
        </div>
      </Section>
    </>
  )
}
