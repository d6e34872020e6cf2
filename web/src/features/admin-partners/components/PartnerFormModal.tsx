import { useId } from 'react'
import { FieldError, RecordFormModal, TextField } from '@/components/admin'
import { US_STATES } from '@/lib/us-states'
import { usePracticeAreas } from '../api/get-practice-areas'
import { COMMON_TIMEZONES, PARTNER_LANGUAGES, partnerToForm, type Partner, type PartnerFormValues } from '../types'
import { ChoiceGrid } from './ChoiceGrid'
import { QualityFields } from './QualityFields'
import { ScheduleEditor } from './ScheduleEditor'
import { SecretField } from './SecretField'

export interface PartnerFormModalProps {
  open: boolean
  /** The partner being edited; null to add one. */
  partner: Partner | null
  onClose: () => void
  onSubmit: (values: PartnerFormValues) => Promise<{ message?: string }>
}

const stateChoices = [...US_STATES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))

/** Add / Edit partner: contact channels, where and what it takes, how much, and when. */
export function PartnerFormModal({ open, partner, onClose, onSubmit }: PartnerFormModalProps) {
  const id = useId()
  const areas = usePracticeAreas()
  const areaChoices = (areas.data ?? []).map((a) => ({ value: String(a.id), label: a.title }))
  return (
    <RecordFormModal<PartnerFormValues>
      open={open}
      title={partner ? 'Edit Partner' : 'Add Partner'}
      defaultValues={partnerToForm(partner)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={partner ? 'Update' : 'Save'}
      successMessage={partner ? 'Partner updated successfully' : 'Partner created successfully'}
    >
      {(form) => {
        const timezoneError = form.getFieldState('timezone', form.formState).error?.message
        return (
          <>
            <TextField form={form} name="name" label="Firm name" rules={{ required: 'The name field is required.' }} maxLength={200} />
            <div className="partner-form__pair">
              <TextField form={form} name="email" label="Delivery e-mail" type="email" hint="Leads are e-mailed here." />
              <TextField
                form={form}
                name="webhook_url"
                label="Webhook URL"
                type="url"
                placeholder="https://firm.example/leads"
                hint="Leads are posted here as signed JSON. An e-mail, a webhook or both."
              />
            </div>
            <SecretField form={form} partnerId={partner?.id ?? null} />
            <ChoiceGrid form={form} name="states" legend="States" choices={stateChoices} />
            <ChoiceGrid
              form={form}
              name="service_ids"
              legend="Practice areas"
              hint={areas.isError ? 'The practice areas could not be loaded.' : 'None selected: every practice area.'}
              choices={areaChoices}
            />
            <ChoiceGrid
              form={form}
              name="languages"
              legend="Languages"
              hint="The languages the firm's intake staff speak. A lead goes first to the firms that speak its language."
              choices={PARTNER_LANGUAGES}
            />
            <QualityFields form={form} />
            <div className="partner-form__trio">
              <TextField form={form} name="priority" label="Priority" type="number" hint="1 is offered leads first." />
              <TextField form={form} name="daily_cap" label="Daily cap" type="number" hint="0: no cap." />
              <TextField form={form} name="monthly_cap" label="Monthly cap" type="number" hint="0: no cap." />
            </div>
            <div className="admin-form__field">
              <label htmlFor={`${id}-tz`} className="form-label">
                Time zone
              </label>
              <input
                id={`${id}-tz`}
                className={`form-control${timezoneError ? ' is-invalid' : ''}`}
                list={`${id}-zones`}
                autoComplete="off"
                aria-describedby={`${id}-tz-hint${timezoneError ? ` ${id}-tz-error` : ''}`}
                {...form.register('timezone')}
              />
              <datalist id={`${id}-zones`}>
                {COMMON_TIMEZONES.map((z) => (
                  <option key={z.zone} value={z.zone}>
                    {z.label}
                  </option>
                ))}
              </datalist>
              <div id={`${id}-tz-hint`} className="form-text">
                Caps and opening hours count in this zone. Any IANA name, such as America/Chicago.
              </div>
              <FieldError id={`${id}-tz-error`} message={timezoneError} />
            </div>
            <ScheduleEditor form={form} />
            <div className="admin-form__field form-check form-switch">
              <input className="form-check-input" type="checkbox" role="switch" id={`${id}-active`} {...form.register('active')} />
              <label className="form-check-label" htmlFor={`${id}-active`}>
                Active (receives leads)
              </label>
              <FieldError id={`${id}-active-error`} message={form.getFieldState('active', form.formState).error?.message} />
            </div>
          </>
        )
      }}
    </RecordFormModal>
  )
}
