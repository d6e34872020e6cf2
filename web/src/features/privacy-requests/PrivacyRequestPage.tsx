import { useRef, useState } from 'react'
import { PageBanner } from '@/components/PageBanner'
import { useTranslator } from '@/i18n/I18nProvider'
import { Link } from '@/i18n/Link'
import { paths } from '@/config/paths'
import { useHead } from '@/lib/head'
import type { PrivacyRequestResponse } from './api/create-privacy-request'
import { PrivacyRequestForm } from './components/PrivacyRequestForm'

/** /privacy-request: know, delete, correct or opt out of sale (CCPA/CPRA). */
export default function PrivacyRequestPage() {
  const { t, rich, date } = useTranslator()
  useHead({
    title: t('privacy.request.head.title'),
    description: t('privacy.request.head.description'),
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
      <PageBanner title={t('privacy.request.title')} subtitle={t('privacy.request.subtitle')} />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">
            {answer ? (
              <div ref={statusRef} tabIndex={-1} className="alert alert-success" role="status">
                <h2 className="h5">
                  {answer.data.email_confirmation ? t('privacy.request.done.checkEmail') : t('privacy.request.done.received')}
                </h2>
                <p>{answer.message}</p>
                <p className="mb-0">
                  {rich('privacy.request.done.when', {
                    due: date(answer.data.answer_due_at),
                    id: answer.data.id,
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}
                </p>
              </div>
            ) : (
              <>
                <p>{t('privacy.request.intro')}</p>
                <p>{rich('privacy.request.optOutInstead', { link: (chunks) => <Link to={paths.optOut}>{chunks}</Link> })}</p>
                <PrivacyRequestForm onDone={done} />
              </>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
