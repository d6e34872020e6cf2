import type { ReactNode } from 'react'
import { paths } from '@/config/paths'
import { useTranslator } from '@/i18n/I18nProvider'
import { Link } from '@/i18n/Link'
import { formatLongDate } from '@/lib/format'

/** One numbered part of a legal document: its anchor id, its h2 heading and its body. */
export interface LegalSection {
  /** Anchor id; the table of contents links to `#${id}`. Must be unique in the document. */
  id: string
  title: string
  body: ReactNode
}

interface LegalDocumentProps {
  /** ISO date (YYYY-MM-DD) the text was last changed. */
  lastUpdated: string
  /** Short text shown above the first section. */
  intro?: ReactNode
  sections: readonly LegalSection[]
}

/** The date every legal page was last revised; change it whenever the text changes. */
export const LEGAL_LAST_UPDATED = '2026-11-21'

/**
 * The site's contact e-mail as a mailto link. While the site settings are still
 * loading the address is empty, so point to the Contact Us page (in the page's
 * language) instead of rendering an empty link.
 */
export function EmailLink({ email }: { email: string }) {
  const { rich } = useTranslator()
  if (!email) {
    return <>{rich('legal.emailFallback', { link: (chunks) => <Link to={paths.contact}>{chunks}</Link> })}</>
  }
  return <a href={`mailto:${email}`}>{email}</a>
}

/** Formats an ISO date as e.g. "November 21, 2026", the same in every time zone. */
export function formatLegalDate(isoDate: string): string {
  const formatted = formatLongDate(`${isoDate}T00:00:00Z`)
  return formatted === `${isoDate}T00:00:00Z` ? isoDate : formatted
}

/**
 * Shared layout of the privacy policy, the terms and the California notice: the
 * 'Last updated' line, a table of contents linking to each section, then the
 * sections under h2 headings (the page's h1 is in its banner). Its own words
 * are the catalogue's, in the page's language, as is the date.
 */
export function LegalDocument({ lastUpdated, intro, sections }: LegalDocumentProps) {
  const { t, rich, date } = useTranslator()
  return (
    <div className="container py-5">
      <div className="row g-4 g-lg-5">
        <div className="col-12 col-lg-4 col-xl-3 order-lg-2">
          <nav aria-label={t('legal.toc')} className="border rounded-3 p-3 p-lg-4 bg-light">
            <p className="h6 text-uppercase fw-bold mb-3">{t('legal.toc')}</p>
            <ol className="list-unstyled mb-0 small">
              {sections.map((section, index) => (
                <li key={section.id} className="mb-2">
                  <a href={`#${section.id}`} className="link-dark link-offset-2">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>

        <article className="col-12 col-lg-8 col-xl-9 order-lg-1 prose">
          <p className="text-body-secondary small mb-4">
            {rich('legal.lastUpdated', {
              date: date(lastUpdated),
              time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
            })}
          </p>
          {intro ? <div className="lead fs-6 mb-5">{intro}</div> : null}
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-5 anchor-target">
              <h2 id={`${section.id}-heading`} className="h4 fw-bold mb-3">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}
