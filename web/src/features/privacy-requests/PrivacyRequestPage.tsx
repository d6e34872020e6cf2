import { useRef, useState } from 'react'
import { PageBanner } from '@/components/PageBanner'
import { formatLongDate } from '@/lib/format'
import { useHead } from '@/lib/head'
import type { PrivacyRequestResponse } from './api/create-privacy-request'
import { PrivacyRequestForm } from './components/PrivacyRequestForm'

/** /privacy-request: know, delete, correct or opt out of sale (CCPA/CPRA). */
export default function PrivacyRequestPage() {
  useHead({
    title: 'Privacy request',
    description: 'Ask to know, delete or correct the personal information we hold about you, or opt out of its sale or sharing.',
  })
  const [answer, setAnswer] = useState<PrivacyRequestResponse | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  function done(a: PrivacyRequestResponse) {
    setAnswer(a)
    // Move the focus to the answer, so keyboard and screen-reader users hear it.
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  return (
    <>
      <PageBanner title="Privacy request" subtitle="Know, delete or correct your data, or opt out of its sale or sharing" />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">
            {answer ? (
              <div ref={statusRef} tabIndex={-1} className="alert alert-success" role="status">
                <h2 className="h5">{answer.data.email_confirmation ? 'Check your e-mail' : 'Request received'}</h2>
                <p>{answer.message}</p>
                <p className="mb-0">
                  We will answer by <strong>{formatLongDate(answer.data.answer_due_at)}</strong>. Your request number is{' '}
                  <strong>{answer.data.id}</strong>.
                </p>
              </div>
            ) : (
              <>
                <p>
                  Use this form to ask what personal information we hold about you, to have it deleted or corrected, or to opt out of its
                  sale or sharing with participating attorneys. We confirm every request by e-mail before we disclose or delete anything,
                  and we answer within 45 days.
                </p>
                <p>
                  Only want us to stop calling, texting or e-mailing you? Use the <a href="/opt-out">opt-out page</a>: it takes effect at
                  once.
                </p>
                <PrivacyRequestForm onDone={done} />
              </>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
