import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FieldError, reportAdminError } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify'
import { useUpdateLead, type LeadContactUpdate } from '../api/update-lead'
import type { Lead } from '../types'

export const CONTACT_UPDATED_MESSAGE = 'Contact details corrected'

type ContactField = keyof LeadContactUpdate
type ContactValues = Required<LeadContactUpdate>

interface FieldSpec {
  name: ContactField
  label: string
  type: 'text' | 'email' | 'tel'
  required?: string
  hint?: string
  autoComplete: string
}

/**
 * The fields of each form, as the visitor's form had them: a consultation
 * lead has a first and a last name and needs a ZIP code; a state-law lead
 * has one name. The server holds corrections to the same rules as the
 * forms (docs/api.md) and answers 422 per field.
 */
function fieldsOf(lead: Lead): FieldSpec[] {
  const names: FieldSpec[] =
    lead.source_form === 'state_law'
      ? [{ name: 'name', label: 'Name', type: 'text', required: 'The name field is required.', autoComplete: 'off' }]
      : [
          { name: 'first_name', label: 'First name', type: 'text', required: 'The first name field is required.', autoComplete: 'off' },
          { name: 'last_name', label: 'Last name', type: 'text', required: 'The last name field is required.', autoComplete: 'off' },
        ]
  return [
    ...names,
    { name: 'email', label: 'E-mail', type: 'email', required: 'The email field is required.', autoComplete: 'off' },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      required: 'The phone field is required.',
      hint: '10 digits, no spaces or dashes (5551234567).',
      autoComplete: 'off',
    },
    {
      name: 'zip_code',
      label: 'ZIP code',
      type: 'text',
      required: lead.source_form === 'state_law' ? undefined : 'The zip code field is required.',
      hint: '5 digits or ZIP+4 (12345-6789).' + (lead.source_form === 'state_law' ? ' Optional on this form.' : ''),
      autoComplete: 'off',
    },
  ]
}

/**
 * "Edit contact details": the operator corrects the person's names,
 * e-mail, phone and ZIP code (a privacy "correct" request, or a typo the
 * person reports) with PATCH /api/admin/leads/{id}. Only the fields
 * changed are sent. Not offered for an erased lead: its details are gone.
 */
export function LeadContactForm({ lead }: { lead: Lead }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const updateLead = useUpdateLead()
  const fields = fieldsOf(lead)
  const values = useMemo<ContactValues>(
    () => ({
      first_name: lead.first_name,
      last_name: lead.last_name,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      zip_code: lead.zip_code,
    }),
    [lead.first_name, lead.last_name, lead.name, lead.email, lead.phone, lead.zip_code],
  )
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<ContactValues>({ values })
  const firstField = fields[0].name

  // Opening moves the focus to the first field; closing brings it back to
  // the button that opened the form (it stands where the form was).
  const toggle = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) setFocus(firstField)
    else if (wasOpen.current) toggle.current?.focus()
    wasOpen.current = open
  }, [open, firstField, setFocus])

  const close = () => {
    reset(values)
    setOpen(false)
  }

  const onSubmit = handleSubmit(async (form) => {
    const changes: LeadContactUpdate = {}
    for (const field of fields) {
      if (dirtyFields[field.name]) changes[field.name] = form[field.name]
    }
    if (Object.keys(changes).length === 0) {
      notifyInfo('Nothing was changed.')
      return
    }
    try {
      await updateLead.mutateAsync({ id: lead.id, changes })
      notifySuccess(CONTACT_UPDATED_MESSAGE)
      setOpen(false)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const unplaced: string[] = []
        let first = true
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (fields.some((f) => f.name === field)) {
            setError(field as ContactField, { type: 'server', message }, { shouldFocus: first })
            first = false
          } else {
            unplaced.push(message)
          }
        }
        notifyError(unplaced.join(' ') || error.message)
        return
      }
      reportAdminError(error)
    }
  })

  if (!open) {
    return (
      <button ref={toggle} type="button" className="btn btn-outline-primary btn-sm mt-3" onClick={() => setOpen(true)}>
        Edit contact details
      </button>
    )
  }

  const errorOf = (name: ContactField) => errors[name]?.message
  return (
    <form className="lead-contact mt-3" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit contact details">
      <p className="form-text mt-0">
        Correct what the person asked to have corrected. The new details are stored as the forms store them and shown to partners on
        deliveries still to come; partners that received the lead already are told what changed (see Partner notices).
      </p>
      <div className="row g-3">
        {fields.map((field) => {
          const error = errorOf(field.name)
          const inputId = `${id}-${field.name}`
          const describedBy = [field.hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ')
          return (
            <div key={field.name} className="col-md-6">
              <label htmlFor={inputId} className="form-label">
                {field.label}
              </label>
              <input
                id={inputId}
                type={field.type}
                autoComplete={field.autoComplete}
                className={`form-control${error ? ' is-invalid' : ''}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                {...register(field.name, { validate: (value) => !field.required || value.trim() !== '' || field.required })}
              />
              {field.hint ? (
                <div id={`${inputId}-hint`} className="form-text">
                  {field.hint}
                </div>
              ) : null}
              <FieldError id={`${inputId}-error`} message={error} />
            </div>
          )
        })}
      </div>
      <div className="mt-3 d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={updateLead.isPending}>
          {updateLead.isPending ? 'Saving…' : 'Save contact details'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={close} disabled={updateLead.isPending}>
          Cancel
        </button>
      </div>
    </form>
  )
}
