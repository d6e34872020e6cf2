import { FormField, type FormFieldProps } from '@/components/FormField'
import type { UseFormReturn } from '@/lib/form'
import { PHONE_HINT, PHONE_PLACEHOLDER, validateEmail, validatePhone, validateRequired } from './validation'

export { FormField }

type PresetFieldProps = Pick<FormFieldProps, 'id' | 'className' | 'registration' | 'error'>

/** The e-mail field of every lead form. */
export function EmailField(props: PresetFieldProps) {
  return <FormField {...props} label="Email*" type="email" autoComplete="email" inputMode="email" />
}

/** The phone field of every lead form: 10 digits, the spec's placeholder and hint (SPEC §5). */
export function PhoneField(props: PresetFieldProps) {
  return (
    <FormField
      {...props}
      label="Phone*"
      type="tel"
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={10}
      placeholder={PHONE_PLACEHOLDER}
      hint={props.error ? undefined : PHONE_HINT}
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
        label="First Name*"
        autoComplete="given-name"
        registration={register('first_name', { validate: validateRequired('First name') })}
        error={errors.first_name?.message}
      />
      <FormField
        className="col-sm-6"
        id={`${id}-last`}
        label="Last Name*"
        autoComplete="family-name"
        registration={register('last_name', { validate: validateRequired('Last name') })}
        error={errors.last_name?.message}
      />
      <EmailField
        className="col-sm-6"
        id={`${id}-email`}
        registration={register('email', { validate: validateEmail })}
        error={errors.email?.message}
      />
      <PhoneField
        className="col-sm-6"
        id={`${id}-phone`}
        registration={register('phone', { validate: validatePhone })}
        error={errors.phone?.message}
      />
    </>
  )
}
