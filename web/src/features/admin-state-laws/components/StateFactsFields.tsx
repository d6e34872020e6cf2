import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError, TextField } from '@/components/admin'
import { FAULT_RULE_LABELS, FAULT_RULES, type StateLawFormValues } from '../types'

/**
 * The state's facts as data (issue 23): what the page's statute, fault-rule
 * and no-fault paragraphs are written from (decision 057) and what the case
 * evaluation reads to check a visitor's deadline. Any may stay empty (not
 * known): the site then says nothing of it rather than guess.
 */
export function StateFactsFields({ form }: { form: UseFormReturn<StateLawFormValues> }) {
  const id = useId()
  const faultError = form.getFieldState('fault_rule', form.formState).error?.message
  return (
    <fieldset className="admin-form__group">
      <legend className="h6">The state&rsquo;s facts</legend>
      <p className="form-text mt-0">
        Fill these from a public source and name it: the page writes its statute of limitations, fault-rule and no-fault paragraphs from
        them, and the case evaluation checks deadlines with them. Leave a fact empty when no source supports it.
      </p>
      <div className="row">
        <div className="col-sm-4">
          <TextField
            form={form}
            name="sol_years"
            label="Statute of limitations (years)"
            type="number"
            hint="The general personal-injury period."
            rules={{
              validate: (v: unknown) =>
                v === '' ||
                (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 10) ||
                'Enter a whole number of years from 1 to 10.',
            }}
          />
        </div>
        <div className="col-sm-8 admin-form__field">
          <label className="form-label" htmlFor={`${id}-fault`}>
            Fault rule
          </label>
          <select
            id={`${id}-fault`}
            className={`form-select${faultError ? ' is-invalid' : ''}`}
            aria-invalid={faultError ? true : undefined}
            aria-describedby={faultError ? `${id}-fault-error` : undefined}
            {...form.register('fault_rule')}
          >
            <option value="">Not known</option>
            {FAULT_RULES.map((r) => (
              <option key={r} value={r}>
                {FAULT_RULE_LABELS[r]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-fault-error`} message={faultError} />
        </div>
      </div>
      <TextField
        form={form}
        name="citation"
        label="Citation"
        maxLength={300}
        hint="The statute that sets the period, e.g. Tex. Civ. Prac. & Rem. Code § 16.003."
      />
      <div className="row">
        <div className="col-sm-6">
          <TextField
            form={form}
            name="government_notice_days"
            label="Notice of a claim against a public body (days)"
            type="number"
            hint="Only where the state has a general notice period; empty otherwise."
            rules={{
              validate: (v: unknown) =>
                v === '' ||
                (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 730) ||
                'Enter a whole number of days from 1 to 730, or leave it empty.',
            }}
          />
        </div>
        <div className="col-sm-6 admin-form__field d-flex align-items-end">
          <div className="form-check mb-2">
            <input id={`${id}-no-fault`} type="checkbox" className="form-check-input" {...form.register('no_fault')} />
            <label className="form-check-label" htmlFor={`${id}-no-fault`}>
              No-fault (PIP) car insurance state
            </label>
          </div>
        </div>
      </div>
      <div className="row">
        <div className="col-sm-7">
          <TextField form={form} name="bar_referral_url" label="State bar lawyer-referral link" type="url" maxLength={500} />
        </div>
        <div className="col-sm-5">
          <TextField form={form} name="bar_referral_phone" label="Lawyer-referral phone" maxLength={25} />
        </div>
      </div>
      <TextField form={form} name="reviewed_on" label="Checked against the sources on" type="date" />
    </fieldset>
  )
}
