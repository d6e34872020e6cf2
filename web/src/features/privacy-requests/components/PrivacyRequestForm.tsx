import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { ApiError } from '@/lib/api-client'
import { useHydrated } from '@/lib/use-hydrated'
import { useCreatePrivacyRequest, type PrivacyRequestResponse } from '../api/create-privacy-request'
import { DETAILS_MAX, readRequest, TYPES, type PrivacyErrors, type PrivacyField } from '../validation'

const ORDER: readonly PrivacyField[] = ['type', 'email', 'phone', 'details']

/**
 * The privacy request form (CCPA/CPRA). Its inputs are uncontrolled and read
 * at submit time: on the server-rendered page a visitor may fill it in before
 * the app runs, and nothing they typed is lost.
 */
export function PrivacyRequestForm({ onDone }: { onDone: (answer: PrivacyRequestResponse) => void }) {
  const id = useId()
  const { t, lang } = useTranslator()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<PrivacyErrors>({})
  const [formError, setFormError] = useState('')
  const create = useCreatePrivacyRequest()
  // Until the app runs, the server-rendered button waits: a native post
  // would put the visitor's details in a request the page cannot answer.
  const hydrated = useHydrated()

  function focusFirst(found: PrivacyErrors) {
    const first = ORDER.find((f) => found[f])
    if (!first || !formRef.current) return
    const el = formRef.current.querySelector<HTMLElement>(`[name="${first}"]`)
    el?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError('')
    const { payload, errors: found } = readRequest(new FormData(event.currentTarget), lang, (problem) =>
      t(`privacy.request.error.${problem}`, { max: DETAILS_MAX }),
    )
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirst(found)
      return
    }
    try {
      onDone(await create.mutateAsync(payload))
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const server: PrivacyErrors = {}
        for (const f of ORDER) if (error.fieldErrors[f]) server[f] = error.fieldErrors[f]
        setErrors(server)
        if (Object.keys(server).length > 0) focusFirst(server)
        else setFormError(error.message)
        return
      }
      setFormError(error instanceof ApiError && error.status === 429 ? error.message : t('forms.error.generic'))
    }
  }

  const described = (field: PrivacyField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined
  const errorText = (field: PrivacyField) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {errors[field]}
      </div>
    ) : null

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={create.isPending} className="privacy-request-form">
      <fieldset className="mb-4" aria-describedby={described('type')}>
        <legend className="form-label fw-semibold">{t('privacy.request.form.type')}</legend>
        {TYPES.map((type) => (
          <div className="form-check mb-2" key={type}>
            <input
              className={`form-check-input${errors.type ? ' is-invalid' : ''}`}
              type="radio"
              name="type"
              id={`${id}-type-${type}`}
              value={type}
              aria-describedby={`${id}-type-${type}-hint`}
              onChange={() => setErrors((e) => ({ ...e, type: undefined }))}
            />
            <label className="form-check-label" htmlFor={`${id}-type-${type}`}>
              {t(`privacy.request.type.${type}.label`)}
            </label>
            <div id={`${id}-type-${type}-hint`} className="form-text mt-0">
              {t(`privacy.request.type.${type}.hint`)}
            </div>
          </div>
        ))}
        {errorText('type')}
      </fieldset>
      <p className="form-text">{t('privacy.request.form.contactIntro')}</p>
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <label htmlFor={`${id}-email`} className="form-label">
            {t('privacy.request.form.email')}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            className={`form-control${errors.email ? ' is-invalid' : ''}`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
          />
          {errorText('email')}
        </div>
        <div className="col-sm-6">
          <label htmlFor={`${id}-phone`} className="form-label">
            {t('privacy.request.form.phone')}
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={`form-control${errors.phone ? ' is-invalid' : ''}`}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={described('phone')}
          />
          {errorText('phone')}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-details`} className="form-label">
          {t('privacy.request.form.details')}
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={3}
          maxLength={DETAILS_MAX}
          className={`form-control${errors.details ? ' is-invalid' : ''}`}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={described('details')}
        />
        {errorText('details')}
      </div>
      <div className="form-check mb-4">
        <input className="form-check-input" type="checkbox" name="california_resident" id={`${id}-ca`} />
        <label className="form-check-label" htmlFor={`${id}-ca`}>
          {t('privacy.request.form.california')}
        </label>
      </div>
      {formError ? (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={!hydrated || create.isPending}>
        {create.isPending ? t('privacy.sending') : t('privacy.request.form.submit')}
      </button>
    </form>
  )
}
