import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '@/components/Spinner'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { ResendVerificationButton } from '@/features/auth/components/ResendVerificationButton'
import { useVerifyEmail } from '@/features/auth/api/verify-email'
import { ApiError } from '@/lib/api-client'
import { useProfile } from '@/lib/auth'
import { useHead } from '@/lib/head'
import { GENERIC_ERROR } from '@/lib/notify'

/** What a signed-in visitor can do next, or the way to sign in. */
function NextStep({ failed }: { failed: boolean }) {
  const { token, data: profile } = useProfile()
  if (!token) {
    return (
      <p className="mb-0">
        <Link to={paths.login}>Log in</Link>
        {failed ? ' to ask for a new confirmation link.' : ' to see your account.'}
      </p>
    )
  }
  if (failed && profile && !profile.email_verified) return <ResendVerificationButton className="btn btn-primary" />
  return (
    <Link to={paths.account} className="btn btn-primary">
      Go to my account
    </Link>
  )
}

/** /verify-email?token=…: the link mailed at registration lands here and is used once. */
export default function VerifyEmailPage() {
  useHead({ title: 'Confirm your e-mail address', description: 'Confirm the e-mail address of your account.', noindex: true })
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const verify = useVerifyEmail()
  // The link works once: a second mount (React's development double effect)
  // must not spend it again.
  const sent = useRef(false)
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true
      verify.mutate(token)
    }
  }, [token, verify])

  let body
  if (!token) {
    body = (
      <>
        <p>This page confirms your e-mail address when you open the link we e-mailed you. The link is missing from this address.</p>
        <NextStep failed />
      </>
    )
  } else if (verify.isSuccess) {
    body = (
      <>
        <p className="alert alert-success" role="status">
          {verify.data.message}
        </p>
        <NextStep failed={false} />
      </>
    )
  } else if (verify.isError) {
    const error = verify.error
    const message = error instanceof ApiError && error.status === 422 ? error.fieldErrors.token || error.message : GENERIC_ERROR
    body = (
      <>
        <p className="alert alert-danger" role="alert">
          {message}
        </p>
        <NextStep failed />
      </>
    )
  } else {
    body = <Spinner label="Confirming your e-mail address…" />
  }
  return <AuthCard title="Confirm your e-mail address">{body}</AuthCard>
}
