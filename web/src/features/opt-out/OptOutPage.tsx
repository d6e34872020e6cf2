import { useState } from 'react'
import { Link } from 'react-router'
import { PageBanner } from '@/components/PageBanner'
import { paths } from '@/config/paths'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import type { OptOutRecord } from './api/create-opt-out'
import { OptOutConfirmation } from './components/OptOutConfirmation'
import { OptOutForm } from './components/OptOutForm'

/** /opt-out: a visitor withdraws their consent to be contacted. */
export default function OptOutPage() {
  const site = useSite()
  const [done, setDone] = useState<{ record: OptOutRecord; message: string } | null>(null)
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
                <OptOutConfirmation record={done.record} message={done.message} onAgain={() => setDone(null)} />
              ) : (
                <OptOutForm onDone={(record, message) => setDone({ record, message })} />
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
