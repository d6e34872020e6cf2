import { useId, useState } from 'react'
import { FormField } from '@/components/FormField'
import { useTranslator } from '@/i18n/I18nProvider'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { useCreateOptOut, type OptOutRecord, type OptOutScope } from '../api/create-opt-out'
import { SCOPES } from '../scopes'
import { checkOptOutEmail, checkOptOutPhone, phoneDigits } from '../validation'

interface OptOutValues {
  phone: string
  email: string
}

const defaultValues: OptOutValues = { phone: '', email: '' }

/**
 * The opt-out form: a phone number and/or an e-mail address, and what to
 * stop. On success it hands what was recorded to onDone.
 */
export function OptOutForm({ onDone }: { onDone: (record: OptOutRecord, message: string) => void }) {
  const id = useId()
  const { t, lang } = useTranslator()
  const problem = (result: true | string) => (result === true ? true : t(`privacy.optOut.error.${result}`))
  const form = useForm<OptOutValues>({ defaultValues, mode: 'onTouched' })
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form
  const [scope, setScope] = useState<OptOutScope>('all')
  const [scopeError, setScopeError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const createOptOut = useCreateOptOut()

  const submit = async (values: OptOutValues) => {
    setFormError(null)
    setScopeError(null)
    if (values.phone.trim() === '' && values.email.trim() === '') {
      setError('phone', { type: 'required', message: t('privacy.optOut.error.contact') })
      setError('email', { type: 'required', message: t('privacy.optOut.error.contact') })
      setFocus('phone')
      return
    }
    try {
      const answer = await createOptOut.mutateAsync({
        phone: values.phone.trim() === '' ? '' : phoneDigits(values.phone),
        email: values.email.trim(),
        scope,
        language: lang,
      })
      onDone(answer.data, answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'phone' || field === 'email') setError(field, { type: 'server', message })
          else if (field === 'scope') setScopeError(message)
          else setFormError(message)
        }
      } else if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message)
      } else {
        setFormError(t('forms.error.generic'))
      }
    }
  }

  const scopeErrorId = `${id}-scope-error`

  return (
    <form className="opt-out-form" method="post" noValidate onSubmit={handleSubmit(submit)} aria-busy={createOptOut.isPending}>
      <p className="text-body-secondary">{t('privacy.optOut.form.intro')}</p>
      <div className="row g-3">
        <FormField
          className="col-sm-6"
          id={`${id}-phone`}
          label={t('privacy.optOut.form.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          hint={errors.phone ? undefined : t('privacy.optOut.form.phoneHint')}
          registration={register('phone', { validate: (value) => problem(checkOptOutPhone(value)) })}
          error={errors.phone?.message}
        />
        <FormField
          className="col-sm-6"
          id={`${id}-email`}
          label={t('privacy.optOut.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          registration={register('email', { validate: (value) => problem(checkOptOutEmail(value)) })}
          error={errors.email?.message}
        />
        <div className="col-12">
          <fieldset aria-describedby={scopeError ? scopeErrorId : undefined}>
            <legend className="form-label fs-6 fw-semibold">{t('privacy.optOut.form.scope')}</legend>
            {SCOPES.map((value) => (
              <div className="form-check" key={value}>
                <input
                  className={`form-check-input${scopeError ? ' is-invalid' : ''}`}
                  type="radio"
                  name="scope"
                  id={`${id}-scope-${value}`}
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  aria-describedby={`${id}-scope-${value}-hint`}
                />
                <label className="form-check-label" htmlFor={`${id}-scope-${value}`}>
                  {t(`privacy.optOut.scope.${value}.label`)}
                </label>
                <div id={`${id}-scope-${value}-hint`} className="form-text mt-0">
                  {t(`privacy.optOut.scope.${value}.hint`)}
                </div>
              </div>
            ))}
            {scopeError ? (
              <div id={scopeErrorId} className="invalid-feedback d-block">
                {scopeError}
              </div>
            ) : null}
          </fieldset>
        </div>
      </div>
      {formError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {formError}
        </div>
      ) : null}
      <button type="submit" className="btn btn-accent btn-lg mt-3" disabled={createOptOut.isPending}>
        {createOptOut.isPending ? t('privacy.sending') : t('privacy.optOut.form.submit')}
      </button>
    </form>
  )
}
