import { useId, useState } from 'react'
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin/FieldError'
import { Pagination } from '@/components/Pagination'
import { ApiError } from '@/lib/api-client'
import {
  askedFields,
  CHANGE_FIELD_LABELS,
  CHANGE_FIELDS,
  CHANGE_REQUEST_STATUS_LABELS,
  changedFrom,
  formatChange,
  LANGUAGE_NAMES,
  WEEKDAYS,
  type ChangeRequest,
  type Opening,
  type PartnerChanges,
} from '@/lib/admin/partner-changes'
import { notifyError, notifySuccess } from '@/lib/notify'
import { US_STATES } from '@/lib/us-states'
import { useChangeRequests } from '../api/get-change-requests'
import { usePracticeAreas } from '../api/get-practice-areas'
import { useRequestChange } from '../api/request-change'
import type { PartnerAccount } from '../types'

/** The form's values: what the inputs hold (ids and caps as text). */
export interface ChangeFormValues {
  states: string[]
  service_ids: string[]
  daily_cap: string
  monthly_cap: string
  timezone: string
  schedule: Opening[]
  email: string
  webhook_url: string
  languages: string[]
  note: string
  /** Holds the server's errors about the request as a whole. */
  changes: string
}

/** The form filled with the firm's present values. */
export function formFromAccount(a: PartnerAccount): ChangeFormValues {
  return {
    states: [...a.states],
    service_ids: a.service_ids.map(String),
    daily_cap: String(a.daily_cap),
    monthly_cap: String(a.monthly_cap),
    timezone: a.timezone,
    schedule: a.schedule.map((h) => ({ ...h })),
    email: a.email,
    webhook_url: a.webhook_url,
    languages: [...a.languages],
    note: '',
    changes: '',
  }
}

const present = (a: PartnerAccount): Required<PartnerChanges> => ({
  states: a.states,
  service_ids: a.service_ids,
  daily_cap: a.daily_cap,
  monthly_cap: a.monthly_cap,
  timezone: a.timezone,
  schedule: a.schedule,
  email: a.email,
  webhook_url: a.webhook_url,
  languages: a.languages,
})

/** What the form asks for: only the fields whose values differ from the firm's. */
export function changesOf(a: PartnerAccount, v: ChangeFormValues): PartnerChanges {
  return changedFrom(present(a), {
    states: v.states,
    service_ids: v.service_ids.map(Number),
    daily_cap: Number(v.daily_cap),
    monthly_cap: Number(v.monthly_cap),
    timezone: v.timezone.trim(),
    schedule: v.schedule.map((h) => ({ day: Number(h.day), open: h.open.trim(), close: h.close.trim() })),
    email: v.email.trim(),
    webhook_url: v.webhook_url.trim(),
    languages: v.languages,
  })
}

const stateChoices = [...US_STATES].sort((a, b) => a.name.localeCompare(b.name))
const wholeNumber = { pattern: { value: /^\s*\d+\s*$/, message: 'A whole number (0: no cap).' } }

type Form = UseFormReturn<ChangeFormValues>

function useError(form: Form) {
  return (name: keyof ChangeFormValues) => form.getFieldState(name, form.formState).error?.message
}

function Checkboxes({
  form,
  name,
  legend,
  hint,
  choices,
}: {
  form: Form
  name: 'states' | 'service_ids' | 'languages'
  legend: string
  hint?: string
  choices: ReadonlyArray<{ value: string; label: string }>
}) {
  const id = useId()
  const error = useError(form)(name)
  return (
    <fieldset
      className="mb-3 partner-change__choices"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
    >
      <legend className="form-label fs-6">{legend}</legend>
      <div className="partner-change__grid">
        {choices.map((c) => (
          <div className="form-check" key={c.value}>
            <input className="form-check-input" type="checkbox" id={`${id}-${c.value}`} value={c.value} {...form.register(name)} />
            <label className="form-check-label" htmlFor={`${id}-${c.value}`}>
              {c.label}
            </label>
          </div>
        ))}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

function Text({
  form,
  name,
  label,
  type = 'text',
  hint,
  rules,
}: {
  form: Form
  name: 'daily_cap' | 'monthly_cap' | 'timezone' | 'email' | 'webhook_url'
  label: string
  type?: string
  hint?: string
  rules?: typeof wholeNumber
}) {
  const id = useId()
  const error = useError(form)(name)
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={rules ? 'numeric' : undefined}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
        {...form.register(name, rules)}
      />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function Hours({ form }: { form: Form }) {
  const id = useId()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedule' })
  const error = useError(form)('schedule')
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label fs-6">Opening hours</legend>
      <div id={`${id}-hint`} className="form-text mb-2">
        In your time zone, 24-hour clock. No rows: leads at any time.
      </div>
      {fields.map((field, i) => (
        <div key={field.id} className="partner-change__hours">
          <label className="visually-hidden" htmlFor={`${id}-day-${i}`}>
            Day of opening {i + 1}
          </label>
          <select id={`${id}-day-${i}`} className="form-select" {...form.register(`schedule.${i}.day`, { valueAsNumber: true })}>
            {WEEKDAYS.map((d, n) => (
              <option key={d} value={n}>
                {d}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-open-${i}`}>
            Opens (opening {i + 1})
          </label>
          <input
            id={`${id}-open-${i}`}
            className="form-control"
            placeholder="09:00"
            maxLength={5}
            {...form.register(`schedule.${i}.open`)}
          />
          <span aria-hidden="true">to</span>
          <label className="visually-hidden" htmlFor={`${id}-close-${i}`}>
            Closes (opening {i + 1})
          </label>
          <input
            id={`${id}-close-${i}`}
            className="form-control"
            placeholder="17:00"
            maxLength={5}
            {...form.register(`schedule.${i}.close`)}
          />
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(i)} aria-label={`Remove opening ${i + 1}`}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => append({ day: 1, open: '09:00', close: '17:00' })}>
        Add opening hours
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

/** The form: pre-filled with the firm's values; sends only what changed, with a note. */
function ChangeForm({ account, onDone }: { account: PartnerAccount; onDone: () => void }) {
  const id = useId()
  const send = useRequestChange()
  const areas = usePracticeAreas()
  const form = useForm<ChangeFormValues>({ defaultValues: formFromAccount(account) })
  const error = useError(form)
  const submit = async (values: ChangeFormValues) => {
    const changes = changesOf(account, values)
    if (askedFields(changes).length === 0) {
      form.setError('changes', { message: 'Change at least one value before sending the request.' })
      return
    }
    try {
      const answer = await send.mutateAsync({ changes, note: values.note.trim() })
      notifySuccess(answer.message)
      onDone()
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        let first = true
        for (const [field, message] of Object.entries(err.fieldErrors)) {
          const known = field === 'note' || field === 'changes' || (CHANGE_FIELDS as ReadonlyArray<string>).includes(field)
          form.setError((known ? field : 'changes') as keyof ChangeFormValues, { message }, { shouldFocus: first })
          first = false
        }
      } else {
        notifyError(err instanceof Error ? err.message : 'The request could not be sent.')
      }
    }
  }
  return (
    <form
      id={`${id}-form`}
      noValidate
      aria-label="Request a change"
      onSubmit={(event) => {
        form.clearErrors()
        return form.handleSubmit(submit)(event)
      }}
    >
      <Checkboxes
        form={form}
        name="states"
        legend="States"
        choices={stateChoices.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
      />
      <Checkboxes
        form={form}
        name="service_ids"
        legend="Practice areas"
        hint={areas.isError ? 'The practice areas could not be loaded.' : 'None selected: every practice area.'}
        choices={(areas.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))}
      />
      <div className="partner-change__pair">
        <Text form={form} name="daily_cap" label="Daily cap" hint="0: no cap." rules={wholeNumber} />
        <Text form={form} name="monthly_cap" label="Monthly cap" hint="0: no cap." rules={wholeNumber} />
      </div>
      <Text form={form} name="timezone" label="Time zone" hint="Caps and hours count in this zone, such as America/Chicago." />
      <Hours form={form} />
      <div className="partner-change__pair">
        <Text form={form} name="email" label="Delivery e-mail" type="email" />
        <Text form={form} name="webhook_url" label="Webhook URL" type="url" />
      </div>
      <Checkboxes
        form={form}
        name="languages"
        legend="Languages your intake staff speak"
        hint="Leads in a language go first to firms that speak it."
        choices={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-note`}>
          Note for the operator (optional)
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          className={`form-control${error('note') ? ' is-invalid' : ''}`}
          aria-invalid={error('note') ? true : undefined}
          aria-describedby={error('note') ? `${id}-note-error` : undefined}
          {...form.register('note')}
        />
        <FieldError id={`${id}-note-error`} message={error('note')} />
      </div>
      {error('changes') ? (
        <p role="alert" className="text-danger">
          {error('changes')}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send the request'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

function RequestChanges({ request, serviceTitle }: { request: ChangeRequest; serviceTitle: (id: number) => string }) {
  return (
    <ul className="list-unstyled mb-0">
      {askedFields(request.changes).map((f) => (
        <li key={f}>
          {CHANGE_FIELD_LABELS[f]}: {formatChange(f, request.changes[f], serviceTitle)}
        </li>
      ))}
    </ul>
  )
}

/** "Request a change" on the Account page, and the firm's requests with their status and the operator's note. */
export function ChangeRequestSection({ account }: { account: PartnerAccount }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(1)
  const requests = useChangeRequests(page)
  const areas = usePracticeAreas()
  const serviceTitle = (sid: number) => areas.data?.find((a) => a.id === sid)?.title ?? `#${sid}`
  return (
    <section className="partner-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Change requests
      </h2>
      <p className="text-body-secondary">
        Your states, practice areas, caps, hours and delivery channels are set by the operator. Ask for a change here: it applies once the
        operator approves it.
      </p>
      <button
        type="button"
        className={`btn ${open ? 'btn-outline-secondary' : 'btn-primary'} mb-3`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        Request a change
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? <ChangeForm account={account} onDone={() => setOpen(false)} /> : null}
      </div>
      <div className="table-responsive mt-3" tabIndex={0} role="region" aria-label="Your change requests, newest first">
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">Your change requests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Asked</th>
              <th scope="col">Changes</th>
              <th scope="col">Status</th>
              <th scope="col">Operator&apos;s note</th>
            </tr>
          </thead>
          <tbody>
            {requests.data?.data.length ? (
              requests.data.data.map((r) => (
                <tr key={r.id}>
                  <td>{day.format(new Date(r.created_at))}</td>
                  <td>
                    <RequestChanges request={r} serviceTitle={serviceTitle} />
                    {r.note ? <div className="small text-body-secondary">“{r.note}”</div> : null}
                  </td>
                  <td>
                    <span className={`badge partner-change__status partner-change__status--${r.status}`}>
                      {CHANGE_REQUEST_STATUS_LABELS[r.status]}
                    </span>
                  </td>
                  <td>{r.decision_note || '—'}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={4} className="text-body-secondary">
                  {requests.isPending ? 'Loading…' : requests.isError ? 'Your requests could not be loaded.' : 'No requests yet.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {requests.data && requests.data.last_page > 1 ? <Pagination meta={requests.data} onPageChange={setPage} /> : null}
    </section>
  )
}
