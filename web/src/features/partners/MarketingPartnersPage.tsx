import { useId, useMemo, useRef, useState } from 'react'
import { PageBanner } from '@/components/PageBanner'
import { paths } from '@/config/paths'
import { useTranslator } from '@/i18n/I18nProvider'
import { Link } from '@/i18n/Link'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import { useTypedBeforeHydration } from '@/lib/use-hydrated'
import { MARKETING_PARTNERS, groupPartners } from './partners'

function groupId(key: string): string {
  return key === '#' ? 'partners-0-9' : `partners-${key}`
}

export default function MarketingPartnersPage() {
  const { brand, email } = useSite()
  const { t, rich } = useTranslator()
  const [query, setQuery] = useState('')
  const inputId = useId()
  const statusId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(inputRef, setQuery)

  useHead({
    title: t('legal.head.title', { title: t('legal.partners.title'), brand }),
    description: t('legal.partners.description', { brand }),
  })

  const groups = useMemo(() => groupPartners(MARKETING_PARTNERS, query), [query])
  const shown = groups.reduce((count, group) => count + group.names.length, 0)
  const total = MARKETING_PARTNERS.length

  return (
    <>
      <PageBanner title={t('legal.partners.title')} subtitle={t('legal.partners.subtitle')} />

      <div className="container py-5">
        <div className="mb-5 prose">
          <p className="lead fs-5">{t('legal.partners.intro', { brand })}</p>
          <p>{t('legal.partners.who')}</p>
          <p className="mb-0">
            {rich('legal.partners.withdraw', {
              email: email ? (
                <a href={`mailto:${email}`}>{email}</a>
              ) : (
                rich('legal.emailFallback', { link: (chunks) => <Link to={paths.contact}>{chunks}</Link> })
              ),
              privacy: (chunks) => <Link to={paths.privacyPolicy}>{chunks}</Link>,
              terms: (chunks) => <Link to={paths.terms}>{chunks}</Link>,
            })}
          </p>
        </div>

        <section aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="h3 fw-bold mb-3">
            {t('legal.partners.heading')}
          </h2>

          <div className="row g-3 align-items-end mb-2">
            <div className="col-12 col-md-8 col-lg-6">
              <label htmlFor={inputId} className="form-label fw-semibold">
                {t('legal.partners.search')}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                className="form-control form-control-lg"
                placeholder={t('legal.partners.searchPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                aria-describedby={statusId}
              />
            </div>
          </div>
          <p id={statusId} className="text-body-secondary small mb-4" role="status">
            {query.trim() === '' ? t('legal.partners.count', { total }) : t('legal.partners.showing', { shown, total })}
          </p>

          {groups.length > 1 ? (
            <nav aria-label={t('legal.partners.byLetter')} className="mb-4">
              <ul className="list-inline mb-0">
                {groups.map((group) => (
                  <li key={group.key} className="list-inline-item mb-2">
                    <a
                      href={`#${groupId(group.key)}`}
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={
                        group.key === '#' ? t('legal.partners.startingWithNumber') : t('legal.partners.startingWith', { letter: group.key })
                      }
                    >
                      {group.key === '#' ? '0–9' : group.key}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {groups.length === 0 ? (
            <div className="alert alert-light border" role="note">
              <p className="mb-2">{t('legal.partners.noMatch', { query: query.trim() })}</p>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setQuery('')}>
                {t('legal.partners.showAll')}
              </button>
            </div>
          ) : (
            <div className="partner-columns">
              {groups.map((group) => (
                <section
                  key={group.key}
                  id={groupId(group.key)}
                  aria-labelledby={`${groupId(group.key)}-heading`}
                  className="mb-4 partner-columns__group anchor-target"
                >
                  <h3 id={`${groupId(group.key)}-heading`} className="h5 fw-bold border-bottom pb-1 mb-2">
                    {group.key === '#' ? '0–9' : group.key}
                  </h3>
                  <ul className="list-unstyled mb-0">
                    {group.names.map((name) => (
                      <li key={name} className="py-1">
                        {name}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  )
}
