import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { applyServerErrors, FieldError } from '@/components/admin'
import { Icon } from '@/components/Icon'
import { lastDaysInZone } from '@/lib/admin/operator-time'
import { useOperatorTimeZone } from '@/lib/admin/operator-time-zone'
import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError, notifySuccess } from '@/lib/notify'
import { useExportConversions, type ConversionRange } from '../api/export-conversions'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The last 30 days up to today in the operator's calendar (timeZone): the server's default too. */
export function defaultRange(now: Date, timeZone: string): ConversionRange {
  return lastDaysInZone(30, now, timeZone)
}

/**
 * The offline conversion export in the leads toolbar: a button opening a
 * small date-range form that downloads the Google Ads import CSV (leads
 * with a Google click id that became qualified in the range, in the
 * operator's time zone set in Settings).
 */
export function ConversionExport() {
  const [open, setOpen] = useState(false)
  const panelId = useId()

  return (
    <div className="conversion-export">
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="fileText" size={18} />
        Conversions
      </button>
      {open ? <ConversionExportPanel id={panelId} /> : null}
    </div>
  )
}

/** The open panel: the form once the operator's time zone is read (the settings are asked for only now). */
function ConversionExportPanel({ id }: { id: string }) {
  const zone = useOperatorTimeZone()
  if (zone.pending) {
    return (
      <p id={id} className="conversion-export__panel card card-body small mb-0" role="status">
        Reading your time zone…
      </p>
    )
  }
  return <ConversionExportForm id={id} timeZone={zone.timeZone} />
}

/**
 * The export's date form, made when the panel opens: its default days are
 * the operator's last 30 (timeZone), counted from the moment it opens.
 */
function ConversionExportForm({ id, timeZone }: { id: string; timeZone: string }) {
  const fromId = useId()
  const toId = useId()
  const exportConversions = useExportConversions()
  const form = useForm<ConversionRange>({ defaultValues: defaultRange(new Date(), timeZone) })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (range) => {
    try {
      const fileName = await exportConversions.mutateAsync(range)
      notifySuccess(`Downloaded ${fileName}.`)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fieldErrors).length > 0) {
        applyServerErrors(form, error.fieldErrors)
        return
      }
      notifyError(error instanceof ApiError && error.status !== 0 ? error.message : GENERIC_ERROR, 'Export failed')
    }
  })

  const dateRules = (label: string) => ({
    required: `The ${label} date is required.`,
    pattern: { value: isoDay, message: 'Use a date of the form YYYY-MM-DD.' },
  })

  return (
    <form
      id={id}
      className="conversion-export__panel card card-body"
      aria-label="Google Ads conversions export"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <p className="small text-body-secondary mb-2">
        Leads with a Google click id that became qualified between these days (days in {timeZone}, the time zone in Settings), as a Google
        Ads offline conversion import file.
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div>
          <label htmlFor={fromId} className="form-label">
            From
          </label>
          <input
            id={fromId}
            type="date"
            className={`form-control${errors.from ? ' is-invalid' : ''}`}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? `${fromId}-error` : undefined}
            {...form.register('from', dateRules('start'))}
          />
          <FieldError id={`${fromId}-error`} message={errors.from?.message} />
        </div>
        <div>
          <label htmlFor={toId} className="form-label">
            To
          </label>
          <input
            id={toId}
            type="date"
            className={`form-control${errors.to ? ' is-invalid' : ''}`}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${toId}-error` : undefined}
            {...form.register('to', dateRules('end'))}
          />
          <FieldError id={`${toId}-error`} message={errors.to?.message} />
        </div>
      </div>
      <div>
        <button type="submit" className="btn btn-primary mt-2" disabled={exportConversions.isPending}>
          {exportConversions.isPending ? 'Downloading…' : 'Download conversions CSV'}
        </button>
      </div>
    </form>
  )
}
