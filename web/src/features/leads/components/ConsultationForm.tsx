import { useId, useRef } from 'react'
import { useTranslator } from '@/i18n/I18nProvider'
import { useForm } from '@/lib/form'
import { useSite } from '@/lib/site'
import { stateOptionLabel, US_STATES } from '@/lib/us-states'
import { LeadConsent } from '@/lib/lead-form/ConsentCheckbox'
import { FormField, PersonFields } from '@/lib/lead-form/fields'
import { LeadFormFooter } from '@/lib/lead-form/LeadFormFooter'
import { useLeadSubmission, type LeadContext } from '@/lib/lead-form/use-lead-submission'
import { useLeadValidators } from '@/lib/lead-form/validation'
import { CONTACT_FIELD_ALIASES, createLead, type ConsultationLead } from '../api/create-lead'

export interface ConsultationValues {
  first_name: string
  last_name: string
  email: string
  phone: string
  zipCode: string
  state: string
  is_checked: boolean
  website: string
}

const defaultValues: ConsultationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  zipCode: '',
  state: '',
  is_checked: false,
  website: '',
}

const fields = ['first_name', 'last_name', 'email', 'phone', 'zipCode', 'state', 'is_checked'] as const

function buildLead(
  values: ConsultationValues,
  verification: { leadId: string; certificateUrl: string },
  context: LeadContext,
): ConsultationLead {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    zipCode: values.zipCode.trim(),
    state: values.state,
    is_checked: values.is_checked,
    LeadID: verification.leadId,
    link: verification.certificateUrl,
    website: values.website,
    ...context,
  }
}

/** The main 'Get a Free Consultation' form (SPEC §2, §3, §5). */
export function ConsultationForm({ submitLabel }: { submitLabel?: string }) {
  const site = useSite()
  const { t } = useTranslator()
  const validate = useLeadValidators()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<ConsultationValues>({ defaultValues, mode: 'onTouched' })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form
  const { submit, submitting, formError } = useLeadSubmission({
    form,
    formRef,
    fields,
    buildLead,
    send: createLead,
    aliases: CONTACT_FIELD_ALIASES,
  })
  const verification = site.lead_verification

  return (
    <form ref={formRef} className="lead-form" method="post" noValidate onSubmit={handleSubmit(submit)} aria-busy={submitting}>
      <div className="row g-3">
        <PersonFields id={id} form={form} />
        <FormField
          className="col-sm-6"
          id={`${id}-zip`}
          label={t('forms.zipCode.label')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          registration={register('zipCode', { validate: validate.zip({ required: true }) })}
          error={errors.zipCode?.message}
        />
        <FormField
          className="col-sm-6"
          id={`${id}-state`}
          label={t('forms.state.label')}
          as="select"
          registration={register('state')}
          error={errors.state?.message}
        >
          <option value="">{t('forms.state.select')}</option>
          {US_STATES.map((state) => (
            // The value stays the English "California (CA)" the API takes; the words are the page's.
            <option key={state.code} value={stateOptionLabel(state)}>
              {t('forms.state.option', { name: t('forms.state.name', { code: state.code, name: state.name }), code: state.code })}
            </option>
          ))}
        </FormField>
        <div className="col-12">
          <LeadConsent
            id={`${id}-consent`}
            registration={register('is_checked', { validate: validate.consent })}
            error={errors.is_checked?.message}
          />
        </div>
      </div>
      <LeadFormFooter
        id={id}
        honeypot={register('website')}
        verification={verification}
        formError={formError}
        submitting={submitting}
        submitLabel={submitLabel}
      />
    </form>
  )
}
