import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import type { UseFormRegisterReturn } from '@/lib/form'
import { useSite } from '@/lib/site'

/** SPEC §2: the collapsed consent view shows the first 100 characters. */
export const CONSENT_PREVIEW_LENGTH = 100

export interface ConsentCheckboxProps {
  id: string
  registration: UseFormRegisterReturn
  text: string
  html: string
  error?: string
}

/**
 * The TCPA consent checkbox. The text is collapsed to 100 characters with a
 * 'Read more' toggle; expanded, its links to the legal pages open in a new tab.
 */
export function ConsentCheckbox({ id, registration, text, html, error }: ConsentCheckboxProps) {
  const { t } = useTranslator()
  const [expanded, setExpanded] = useState(false)
  const htmlRef = useRef<HTMLSpanElement>(null)
  const collapsible = text.length > CONSENT_PREVIEW_LENGTH
  const showFull = expanded || !collapsible
  const textId = `${id}-text`
  const errorId = `${id}-error`

  useLayoutEffect(() => {
    htmlRef.current?.querySelectorAll('a').forEach((link) => {
      link.target = '_blank'
      link.rel = 'noopener noreferrer'
    })
  }, [showFull, html])

  return (
    <div className="consent">
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id} className="form-check-label consent__text" id={textId}>
          {showFull ? (
            <span ref={htmlRef} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <span>{`${text.slice(0, CONSENT_PREVIEW_LENGTH)}…`}</span>
          )}
        </label>{' '}
        {collapsible ? (
          <button
            type="button"
            className="btn btn-link consent__toggle"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('forms.consent.readLess') : t('forms.consent.readMore')}
          </button>
        ) : null}
        {error ? (
          <div id={errorId} className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  )
}

export type LeadConsentProps = Omit<ConsentCheckboxProps, 'text' | 'html'>

/**
 * The consent block of every lead form: the site's current consent words
 * in the page's language (GET /api/site?lang=es on a Spanish page: the
 * Spanish words, or the English ones while none are published), whose
 * version the lead records, the same on each form.
 */
export function LeadConsent(props: LeadConsentProps) {
  const { consent } = useSite()
  return <ConsentCheckbox {...props} text={consent.text} html={consent.html} />
}
