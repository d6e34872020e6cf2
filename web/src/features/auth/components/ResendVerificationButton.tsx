import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR } from '@/lib/notify'
import { useResendVerification } from '../api/resend-verification'

/** Asks for a new confirmation link and says what happened next to the button. */
export function ResendVerificationButton({ className = 'btn btn-outline-primary' }: { className?: string }) {
  const resend = useResendVerification()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)

  const onClick = async () => {
    setOutcome(null)
    try {
      const response = await resend.mutateAsync()
      setOutcome({ ok: true, message: response.message })
    } catch (error) {
      const message = error instanceof ApiError && (error.status === 422 || error.status === 429) ? error.message : GENERIC_ERROR
      setOutcome({ ok: false, message })
    }
  }

  return (
    <div className="resend-verification">
      <button type="button" className={className} onClick={() => void onClick()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Send me a new confirmation link'}
      </button>
      <div aria-live="polite">
        {outcome ? (
          <p className={`mt-2 mb-0 small ${outcome.ok ? 'text-success' : 'text-danger'}`} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </div>
  )
}
