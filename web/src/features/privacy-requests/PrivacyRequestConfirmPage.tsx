import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PageBanner } from '@/components/PageBanner'
import { Spinner } from '@/components/Spinner'
import { paths } from '@/config/paths'
import { useTranslator } from '@/i18n/I18nProvider'
import { Link } from '@/i18n/Link'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { useHydrated } from '@/lib/use-hydrated'
import { useConfirmPrivacyRequest } from './api/confirm-privacy-request'

/**
 * /privacy-request/confirm?token=…: the mailed link lands here. The token is
 * posted once the page runs in the browser (never during the server render).
 */
export default function PrivacyRequestConfirmPage() {
  const { t, lang } = useTranslator()
  useHead({ title: t('privacy.confirm.title'), description: t('privacy.confirm.description'), noindex: true })
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  // The server renders the page without its query: until the app runs, the
  // page shows the same spinner on both sides.
  const hydrated = useHydrated()
  const confirm = useConfirmPrivacyRequest()
  // A second mount (React's development double effect) must not post again.
  const sent = useRef(false)
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true
      confirm.mutate({ token, language: lang })
    }
  }, [token, confirm, lang])

  let body
  if (!hydrated) {
    body = <Spinner label={t('privacy.confirm.confirming')} />
  } else if (!token) {
    body = (
      <p className="alert alert-warning" role="alert">
        {t('privacy.confirm.missing')} <Link to={paths.privacyRequest}>{t('privacy.confirm.newRequest')}</Link>.
      </p>
    )
  } else if (confirm.isSuccess) {
    body = (
      <p className="alert alert-success" role="status">
        {confirm.data.message}
      </p>
    )
  } else if (confirm.isError) {
    const error = confirm.error
    const message = error instanceof ApiError && error.status === 422 ? error.fieldErrors.token || error.message : t('forms.error.generic')
    body = (
      <p className="alert alert-danger" role="alert">
        {message} <Link to={paths.privacyRequest}>{t('privacy.confirm.newRequest')}</Link>.
      </p>
    )
  } else {
    body = <Spinner label={t('privacy.confirm.confirming')} />
  }
  return (
    <>
      <PageBanner title={t('privacy.confirm.title')} />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">{body}</div>
        </div>
      </section>
    </>
  )
}
