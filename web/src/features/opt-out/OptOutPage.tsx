import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { PageBanner } from '@/components/PageBanner'
import { paths } from '@/config/paths'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import { useHydrated } from '@/lib/use-hydrated'
import type { OptOutRecord } from './api/create-opt-out'
import { LinkRefused, LinkWithdrawal } from './components/LinkWithdrawal'
import { OptOutConfirmation } from './components/OptOutConfirmation'
import { OptOutForm } from './components/OptOutForm'

/**
 * /opt-out: a visitor withdraws their consent to be contacted. Opened from a
 * confirmation e-mail's link (/opt-out?token=…), it first offers one button
 * that withdraws without typing; a link used or expired gets a plain answer
 * and the ordinary form.
 */
export default function OptOutPage() {
  const site = useSite()
  const [done, setDone] = useState<{ record: OptOutRecord; message: string } | null>(null)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  // The server renders the page without its query: the link's mode starts
  // once the app runs, so the server's page and the first render agree.
  const hydrated = useHydrated()
  const [link, setLink] = useState<'offered' | 'set aside' | { refused: string }>('offered')
  useHead({
    title: 'Opt Out',
    description: `Stop calls, text messages or e-mails from ${site.brand} and the law firms that received your request.`,
  })

  return (
    <>
      <PageBanner title="Opt Out" subtitle="Stop calls, text messages or e-mails about your request, at any time." />
      <section className="section">
        <div className="container narrow">
          <div className="row g-4">
            <div className="col-lg-5 order-lg-2">
              <h2 className="h5">What happens next</h2>
              <ul>
                <li>We stop contacting you as you ask, and never send your information to a law firm again.</li>
                <li>Every participating law firm or partner that received your information is told that you withdrew your consent.</li>
                <li>Your request is honoured within 10 business days at the latest, usually much sooner.</li>
              </ul>
              <p className="text-body-secondary">
                You can also tell us by phone{site.phone ? ` at ${site.phone}` : ''}
                {site.email ? ` or by e-mail at ${site.email}` : ''}. To see or delete what we hold about you, read our{' '}
                <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
              </p>
            </div>
            <div className="col-lg-7 order-lg-1">
              {done ? (
                <OptOutConfirmation
                  record={done.record}
                  message={done.message}
                  onAgain={() => {
                    setDone(null)
                    setLink('set aside')
                  }}
                />
              ) : hydrated && token !== '' && link === 'offered' ? (
                <LinkWithdrawal
                  token={token}
                  onDone={(record, message) => setDone({ record, message })}
                  onRefused={(message) => setLink({ refused: message })}
                />
              ) : (
                <>
                  {typeof link === 'object' ? <LinkRefused message={link.refused} /> : null}
                  <OptOutForm onDone={(record, message) => setDone({ record, message })} />
                </>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
