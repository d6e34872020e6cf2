import { useCallback, useId, useRef } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form'
import { useSite } from '@/lib/site'
import { LeadConsent } from '@/lib/lead-form/ConsentCheckbox'
import { EmailField, FormField, PhoneField } from '@/lib/lead-form/fields'
import { LeadFormFooter } from '@/lib/lead-form/LeadFormFooter'
import { useLeadSubmission, type LeadContext } from '@/lib/lead-form/use-lead-submission'
import { useLeadValidators } from '@/lib/lead-form/validation'
import { CONTACT_FIELD_ALIASES, createLead, type StateLawLead } from '../api/create-lead'

export interface StateLawContactValues {
  name: string
  email: string
  phone: string
  zipCode: string
  description: string
  is_checked: boolean
  website: string
}

const defaultValues: StateLawContactValues = {
  name: '',
  email: '',
  phone: '',
  zipCode: '',
  description: '',
  is_checked: false,
  website: '',
}

const fields = ['name', 'email', 'phone', 'zipCode', 'description', 'is_checked'] as const

/** The state-law page's contact form (SPEC §2 'State law detail', §5). */
export function StateLawContactForm({ stateLawId }: { stateLawId?: number }) {
  const site = useSite()
  const { t } = useTranslator()
  const validate = useLeadValidators()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<StateLawContactValues>({ defaultValues, mode: 'onTouched' })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const verification = site.lead_verification

  const buildLead = useCallback(
    (values: StateLawContactValues, tokens: { leadId: string }, context: LeadContext): StateLawLead => ({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone,
      zipCode: values.zipCode.trim(),
      description: values.description.trim(),
      is_checked: values.is_checked,
      LeadID: tokens.leadId,
      website: values.website,
      state_law_id: stateLawId,
      ...context,
    }),
    [stateLawId],
  )

  const { submit, submitting, formError } = useLeadSubmission({
    form,
    formRef,
    fields,
    buildLead,
    send: createLead,
    aliases: CONTACT_FIELD_ALIASES,
    toastOnValidationError: true,
    stateLawLeadIdWording: true,
  })

  return (
    <form ref={formRef} className="lead-form" method="post" noValidate onSubmit={handleSubmit(submit)} aria-busy={submitting}>
      <div className="row g-3">
        <FormField
          className="col-12"
          id={`${id}-name`}
          label={t('forms.name.label')}
          autoComplete="name"
          registration={register('name', { validate: validate.required('name') })}
          error={errors.name?.message}
        />
        <EmailField
          className="col-12"
          id={`${id}-email`}
          registration={register('email', { validate: validate.email })}
          error={errors.email?.message}
        />
        <PhoneField
          className="col-sm-6"
          id={`${id}-phone`}
          registration={register('phone', { validate: validate.phone })}
          error={errors.phone?.message}
        />
        <FormField
          className="col-sm-6"
          id={`${id}-zip`}
          label={t('forms.stateLaw.zipCode.label')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          registration={register('zipCode', { validate: validate.zip({ required: false }) })}
          error={errors.zipCode?.message}
        />
        <FormField
          className="col-12"
          id={`${id}-description`}
          label={t('forms.stateLaw.description.label')}
          as="textarea"
          placeholder={t('forms.stateLaw.description.placeholder')}
          registration={register('description')}
          error={errors.description?.message}
        />
        <div className="col-12">
          <LeadConsent
            id={`${id}-consent`}
            registration={register('is_checked', { validate: validate.consent })}
            error={errors.is_checked?.message}
          />
        </div>
      </div>
      <LeadFormFooter id={id} honeypot={register('website')} verification={verification} formError={formError} submitting={submitting} />
    </form>
  )
}
