import { useId, useMemo, useRef, useState } from 'react'
import { PageBanner } from '@/components/PageBanner'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import { useTypedBeforeHydration } from '@/lib/use-hydrated'
import { MARKETING_PARTNERS, groupPartners } from './partners'

function groupId(key: string): string {
  return key === '#' ? 'partners-0-9' : `partners-${key}`
}

export default function MarketingPartnersPage() {
  const { brand, email } = useSite()
  const [query, setQuery] = useState('')
  const inputId = useId()
  const statusId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(inputRef, setQuery)

  useHead({
    title: `Marketing Partners | ${brand}`,
    description: `The insurers, law firms, lead vendors and marketing companies that may contact you, or with whom ${brand} may share your information, under the consent you give on our forms.`,
  })

  const groups = useMemo(() => groupPartners(MARKETING_PARTNERS, query), [query])
  const shown = groups.reduce((count, group) => count + group.names.length, 0)
  const total = MARKETING_PARTNERS.length

  return (
    <>
      <PageBanner title="Marketing Partners" subtitle="Companies that may contact you about your request" />

      <div className="container py-5">
        <div className="mb-5 prose">
          <p className="lead fs-5">
            When you ask {brand} for a free consultation and agree to be contacted, your request may be shared with, and you may be
            contacted by, the companies listed on this page.
          </p>
          <p>
            They include insurance companies, participating law firms and attorneys, and lead vendors and marketing companies that work with
            them. They may contact you by telephone, text message or e-mail, only under the consent you give on our forms, and they handle
            your information under their own privacy policies. Each company works only in certain states, so not every company listed here
            will receive your details.
          </p>
          <p className="mb-0">
            You can withdraw your consent at any time. To stop hearing from a company, tell it directly or reply STOP to its text messages,
            and e-mail us at{' '}
            {email ? (
              <a href={`mailto:${email}`}>{email}</a>
            ) : (
              <>
                the address shown on our <a href="/contact-us">Contact Us page</a>
              </>
            )}{' '}
            so that we stop sharing your details. Read our <a href="/privacy-policy">Privacy Policy</a> and the{' '}
            <a href="/term-and-conditions">Terms and Conditions</a> for more information.
          </p>
        </div>

        <section aria-labelledby="partners-heading">
          <h2 id="partners-heading" className="h3 fw-bold mb-3">
            Partners from A to Z
          </h2>

          <div className="row g-3 align-items-end mb-2">
            <div className="col-12 col-md-8 col-lg-6">
              <label htmlFor={inputId} className="form-label fw-semibold">
                Search partners
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                className="form-control form-control-lg"
                placeholder="Type a company name"
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                aria-describedby={statusId}
              />
            </div>
          </div>
          <p id={statusId} className="text-body-secondary small mb-4" role="status">
            {query.trim() === '' ? `${total} partners listed.` : `Showing ${shown} of ${total} partners.`}
          </p>

          {groups.length > 1 ? (
            <nav aria-label="Partners by letter" className="mb-4">
              <ul className="list-inline mb-0">
                {groups.map((group) => (
                  <li key={group.key} className="list-inline-item mb-2">
                    <a
                      href={`#${groupId(group.key)}`}
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={group.key === '#' ? 'Partners starting with a number' : `Partners starting with ${group.key}`}
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
              <p className="mb-2">No partners match &ldquo;{query.trim()}&rdquo;.</p>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setQuery('')}>
                Show all partners
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
