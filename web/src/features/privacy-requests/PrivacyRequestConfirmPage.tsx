import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PageBanner } from '@/components/PageBanner'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { GENERIC_ERROR } from '@/lib/notify'
import { useHydrated } from '@/lib/use-hydrated'
import { useConfirmPrivacyRequest } from './api/confirm-privacy-request'

/**
 * /privacy-request/confirm?token=…: the mailed link lands here. The token is
 * posted once the page runs in the browser (never during the server render).
 */
export default function PrivacyRequestConfirmPage() {
  useHead({ title: 'Confirm your privacy request', description: 'Confirm your privacy request.', noindex: true })
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
      confirm.mutate(token)
    }
  }, [token, confirm])

  let body
  if (!hydrated) {
    body = <Spinner label="Confirming your request…" />
  } else if (!token) {
    body = (
      <p className="alert alert-warning" role="alert">
        This page confirms a privacy request when you open the link we e-mailed you. The link is missing from this address.{' '}
        <a href="/privacy-request">Make a new request</a>.
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
    const message = error instanceof ApiError && error.status === 422 ? error.fieldErrors.token || error.message : GENERIC_ERROR
    body = (
      <p className="alert alert-danger" role="alert">
        {message} <a href="/privacy-request">Make a new request</a>.
      </p>
    )
  } else {
    body = <Spinner label="Confirming your request…" />
  }
  return (
    <>
      <PageBanner title="Confirm your privacy request" />
      <section className="container py-5">
        <div className="row justify-content-center">
          <div className="col-lg-8">{body}</div>
        </div>
      </section>
    </>
  )
}
