import { FormField, type FormFieldProps } from '@/components/FormField'
import { PHONE_HINT, PHONE_PLACEHOLDER } from './validation'

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
