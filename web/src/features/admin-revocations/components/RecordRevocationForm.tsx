import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { FieldError, reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useCreateRevocation } from '../api/create-revocation'
import { CHANNEL_LABELS, SCOPE_LABELS, type RevocationInput, type RevocationScope } from '../types'

const fields = ['phone', 'email', 'scope', 'channel', 'received_at', 'note'] as const
type Field = (typeof fields)[number]

const empty: RevocationInput = { phone: '', email: '', scope: 'all', channel: 'phone', received_at: '', note: '' }

const CHANNELS = ['phone', 'letter', 'email', 'reply', 'other'] as const
const SCOPES: RevocationScope[] = ['all', 'calls', 'texts', 'emails']

/**
 * Records a revocation that came by phone, letter, e-mail or a reply: the
 * contact(s), what to stop, how and when it came (its deadline counts from
 * then), and a note. The server's 422 shows under the fields.
 */
export function RecordRevocationForm({ onRecorded }: { onRecorded?: (id: number) => void }) {
  const id = useId()
  const create = useCreateRevocation()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<RevocationInput>({ defaultValues: empty })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values)
      reset(empty)
      notifySuccess(answer.message)
      onRecorded?.(answer.data.id)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((fields as ReadonlyArray<string>).includes(field)) setError(field as Field, { type: 'server', message })
        }
        notifyError(error.message)
        return
      }
      reportAdminError(error)
    }
  })

  const atLeastOne = () =>
    getValues('phone').trim() !== '' || getValues('email').trim() !== '' || 'Enter a phone number or an email address (or both).'

  const described = (name: Field) => (errors[name] ? `${id}-${name}-error` : undefined)
  const control = (name: Field, base = 'form-control') => `${base}${errors[name] ? ' is-invalid' : ''}`

  return (
    <form className="revocation-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Record a revocation">
      <div className="row g-3">
        <div className="col-md-6">
          <label htmlFor={`${id}-phone`} className="form-label">
            Phone
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="off"
            placeholder="(555) 123-4567"
            className={control('phone')}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={described('phone')}
            {...register('phone', { validate: { contact: atLeastOne } })}
          />
          <FieldError id={`${id}-phone-error`} message={errors.phone?.message} />
        </div>
        <div className="col-md-6">
          <label htmlFor={`${id}-email`} className="form-label">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={control('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
            {...register('email', { validate: { contact: atLeastOne } })}
          />
          <FieldError id={`${id}-email-error`} message={errors.email?.message} />
        </div>
        <div className="col-md-4">
          <label htmlFor={`${id}-scope`} className="form-label">
            Stop
          </label>
          <select
            id={`${id}-scope`}
            className={control('scope', 'form-select')}
            aria-describedby={described('scope')}
            {...register('scope')}
          >
            {SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {SCOPE_LABELS[scope]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-scope-error`} message={errors.scope?.message} />
        </div>
        <div className="col-md-4">
          <label htmlFor={`${id}-channel`} className="form-label">
            Came by
          </label>
          <select
            id={`${id}-channel`}
            className={control('channel', 'form-select')}
            aria-describedby={described('channel')}
            {...register('channel')}
          >
            {CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {CHANNEL_LABELS[channel]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-channel-error`} message={errors.channel?.message} />
        </div>
        <div className="col-md-4">
          <label htmlFor={`${id}-received`} className="form-label">
            Received on
          </label>
          <input
            id={`${id}-received`}
            type="date"
            className={control('received_at')}
            aria-invalid={errors.received_at ? true : undefined}
            aria-describedby={[`${id}-received-hint`, described('received_at')].filter(Boolean).join(' ')}
            {...register('received_at')}
          />
          <div id={`${id}-received-hint`} className="form-text">
            Empty: today. The 10 business days count from this day.
          </div>
          <FieldError id={`${id}-received_at-error`} message={errors.received_at?.message} />
        </div>
        <div className="col-12">
          <label htmlFor={`${id}-note`} className="form-label">
            Note
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={2000}
            className={control('note')}
            placeholder="Who called, what they said, the letter's reference…"
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={described('note')}
            {...register('note')}
          />
          <FieldError id={`${id}-note-error`} message={errors.note?.message} />
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-3" disabled={create.isPending}>
        {create.isPending ? 'Recording…' : 'Record revocation'}
      </button>
    </form>
  )
}
