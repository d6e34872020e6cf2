import { useId, useState } from 'react'
import { useSite } from '@/lib/site'

/**
 * Password reset by e-mailed link arrives in a later release; until then the
 * form says plainly that the operator resets passwords on request.
 */
export function ResetPasswordForm() {
  const id = useId()
  const { email: siteEmail } = useSite()
  const [email, setEmail] = useState('')
  const [submitted, setSubmitted] = useState(false)

  return (
    <form
      className="auth-form"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
      }}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-email`} className="form-label">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          className="form-control"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100">
        Request a password reset
      </button>
      {submitted ? (
        <p className="alert alert-info mt-3 mb-0" role="status">
          Automatic password reset is not available yet. Please e-mail us
          {siteEmail ? (
            <>
              {' '}
              at <a href={`mailto:${siteEmail}?subject=Password%20reset&body=${encodeURIComponent(`Please reset the password for ${email}.`)}`}>{siteEmail}</a>
            </>
          ) : null}{' '}
          from the address you registered with, and we will reset your password for you.
        </p>
      ) : null}
    </form>
  )
}
