import { useEffect, useRef } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import type { OptOutRecord } from '../api/create-opt-out'

/**
 * A moment in the visitor's own time, as 'November 25, 2026 at 9:14 AM'
 * ('25 de noviembre de 2026, 9:14 a. m.' in es-US). Shown in the browser
 * only (after a submit), so the visitor's time zone is the browser's.
 */
function formatMoment(value: string, locale: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' })
}

/**
 * The day a deadline ends: due_at is midnight Eastern time at the end of
 * that day, so the day is the one just before it, in Eastern time.
 */
export function formatDueDay(value: string, locale = 'en-US'): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Date(date.getTime() - 1).toLocaleDateString(locale, {
    dateStyle: 'long',
    timeZone: 'America/New_York',
  })
}

/** What was recorded, shown once the request is in (only in the browser, after a submit). */
export function OptOutConfirmation({ record, message, onAgain }: { record: OptOutRecord; message: string; onAgain: () => void }) {
  const { t, locale } = useTranslator()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <div className="opt-out-confirmation" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('privacy.optOut.done.title')}
      </h2>
      <p>{message}</p>
      <dl className="row">
        {record.phone ? (
          <>
            <dt className="col-sm-4">{t('privacy.optOut.form.phone')}</dt>
            <dd className="col-sm-8">{record.phone}</dd>
          </>
        ) : null}
        {record.email ? (
          <>
            <dt className="col-sm-4">{t('privacy.optOut.form.email')}</dt>
            <dd className="col-sm-8">{record.email}</dd>
          </>
        ) : null}
        <dt className="col-sm-4">{t('privacy.optOut.done.stop')}</dt>
        <dd className="col-sm-8">{t(`privacy.optOut.scope.${record.scope}.label`)}</dd>
        <dt className="col-sm-4">{t('privacy.optOut.done.received')}</dt>
        <dd className="col-sm-8">{formatMoment(record.received_at, locale)}</dd>
        <dt className="col-sm-4">{t('privacy.optOut.done.honouredBy')}</dt>
        <dd className="col-sm-8">{t('privacy.optOut.done.atTheLatest', { day: formatDueDay(record.due_at, locale) })}</dd>
      </dl>
      <button type="button" className="btn btn-outline-primary" onClick={onAgain}>
        {t('privacy.optOut.done.again')}
      </button>
    </div>
  )
}
