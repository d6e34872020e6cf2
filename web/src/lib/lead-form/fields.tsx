import { FormField, type FormFieldProps } from '@/components/FormField'
import { useTranslator } from '@/i18n/I18nProvider'
import type { UseFormReturn } from '@/lib/form'
import { useLeadValidators } from './validation'

export { FormField }

type PresetFieldProps = Pick<FormFieldProps, 'id' | 'className' | 'registration' | 'error'>

/** The e-mail field of every lead form. */
export function EmailField(props: PresetFieldProps) {
  const { t } = useTranslator()
  return <FormField {...props} label={t('forms.email.label')} type="email" autoComplete="email" inputMode="email" />
}

/** The phone field of every lead form: 10 digits, the spec's placeholder and hint (SPEC §5). */
export function PhoneField(props: PresetFieldProps) {
  const { t } = useTranslator()
  return (
    <FormField
      {...props}
      label={t('forms.phone.label')}
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={10}
      placeholder={t('forms.phone.placeholder')}
      hint={props.error ? undefined : t('forms.phone.hint')}
    />
  )
}

/** The person's fields every lead form with split names asks for. */
export interface PersonValues {
  first_name: string
  last_name: string
  email: string
  phone: string
}

/**
 * First and last name, e-mail and phone, two to a row from small screens up:
 * the consultation form and the evaluation's contact step ask them alike.
 */
export function PersonFields<T extends PersonValues>({ id, form }: { id: string; form: UseFormReturn<T> }) {
  const { t } = useTranslator()
  const validate = useLeadValidators()
  // Only the four names of PersonValues are registered here.
  const {
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<PersonValues>
  return (
    <>
      <FormField
        className="col-sm-6"
        id={`${id}-first`}
        label={t('forms.firstName.label')}
        autoComplete="given-name"
        registration={register('first_name', { validate: validate.required('firstName') })}
        error={errors.first_name?.message}
      />
      <FormField
        className="col-sm-6"
        id={`${id}-last`}
        label={t('forms.lastName.label')}
        autoComplete="family-name"
        registration={register('last_name', { validate: validate.required('lastName') })}
        error={errors.last_name?.message}
      />
      <EmailField
        className="col-sm-6"
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
    </>
  )
}
