import { useEffect, useId, useRef, useState } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { ApiError } from '@/lib/api-client'
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
  const { t, lang } = useTranslator()
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
      const answer = await withdraw.mutateAsync({ token, language: lang })
      onDone({ phone: '', email: '', ...answer.data }, answer.message)
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        onRefused(err.fieldErrors.token || err.message)
      } else if (err instanceof ApiError && err.status === 429) {
        setError(err.message)
      } else {
        setError(t('forms.error.generic'))
      }
    }
  }

  return (
    <section className="opt-out-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('privacy.optOut.link.title')}
      </h2>
      <p id={`${id}-what`}>{t('privacy.optOut.link.text')}</p>
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
        {withdraw.isPending ? t('privacy.optOut.link.withdrawing') : t('privacy.optOut.link.submit')}
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
