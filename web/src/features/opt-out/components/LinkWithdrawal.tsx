import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR } from '@/lib/notify'
import type { OptOutRecord } from '../api/create-opt-out'
import { useWithdrawByLink } from '../api/withdraw-by-link'

/**
 * The opt-out page opened from a confirmation e-mail's link: one button that
 * withdraws the consent (a POST; opening the link did nothing). A link used
 * or expired goes to onRefused with the server's plain answer.
 */
export function LinkWithdrawal({
  token,
  onDone,
  onRefused,
}: {
  token: string
  onDone: (record: OptOutRecord, message: string) => void
  onRefused: (message: string) => void
}) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const withdraw = useWithdrawByLink()
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    // The page arrived for this: unless the visitor is already somewhere.
    if (document.activeElement === document.body) heading.current?.focus()
  }, [])

  const submit = async () => {
    setError(null)
    try {
      const answer = await withdraw.mutateAsync(token)
      onDone({ phone: '', email: '', ...answer.data }, answer.message)
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        onRefused(err.fieldErrors.token || err.message)
      } else if (err instanceof ApiError && err.status === 429) {
        setError(err.message)
      } else {
        setError(GENERIC_ERROR)
      }
    }
  }

  return (
    <section className="opt-out-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        Withdraw your consent
      </h2>
      <p id={`${id}-what`}>
        You opened the link in the e-mail that confirmed your request. Press the button to withdraw your consent: we stop calling, texting
        and e-mailing you, never send your information to a law firm again, and tell every law firm that received it. You do not need to
        type anything.
      </p>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-accent btn-lg"
        onClick={() => void submit()}
        disabled={withdraw.isPending}
        aria-describedby={`${id}-what`}
      >
        {withdraw.isPending ? 'Withdrawing…' : 'Withdraw my consent'}
      </button>
    </section>
  )
}

/** The plain answer to a link used or expired, above the ordinary form. */
export function LinkRefused({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.focus()
  }, [])
  return (
    <div ref={box} tabIndex={-1} className="alert alert-warning" role="status">
      {message}
    </div>
  )
}
