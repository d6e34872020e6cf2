import { useId } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { FieldError, RecordFormModal, TextField } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { LEAD_TIERS, TIER_LABELS, isLeadTier } from '@/lib/admin/tiers'
import { centsToInput, parseDollars } from '@/lib/money'
import { RETURN_REASONS } from '@/lib/return-reasons'
import { US_STATES } from '@/lib/us-states'
import { usePracticeAreas } from '../api/get-practice-areas'
import type { Partner, PartnerBilling } from '../types'

/** The billing form's values: amounts as typed dollars, the price table's keys as select values ('' = any). */
export interface BillingFormValues {
  price: string
  shared_price: string
  billing_mode: 'prepaid' | 'invoice'
  credit_limit: string
  low_balance: string
  billing_email: string
  /** '': the site's setting. */
  return_window_days: string
  max_return_rate: string
  auto_approve_reasons: string[]
  overrides: { state: string; service_id: string; tier: string; price: string }[]
}

export function billingToForm(p: PartnerBilling): BillingFormValues {
  return {
    price: centsToInput(p.price_cents),
    shared_price: centsToInput(p.shared_price_cents),
    billing_mode: p.billing_mode,
    credit_limit: centsToInput(p.credit_limit_cents),
    low_balance: centsToInput(p.low_balance_cents),
    billing_email: p.billing_email,
    return_window_days: p.return_window_days === null ? '' : String(p.return_window_days),
    max_return_rate: String(p.max_return_rate),
    auto_approve_reasons: p.auto_approve_reasons,
    overrides: p.price_overrides.map((o) => ({
      state: o.state ?? '',
      service_id: o.service_id === null ? '' : String(o.service_id),
      tier: o.tier ?? '',
      price: centsToInput(o.price_cents),
    })),
  }
}

/** The form as the API takes it (the amounts were checked by the fields' rules). */
export function formToBilling(v: BillingFormValues): PartnerBilling {
  const cents = (text: string) => parseDollars(text) ?? 0
  return {
    price_cents: cents(v.price),
    shared_price_cents: cents(v.shared_price),
    billing_mode: v.billing_mode,
    credit_limit_cents: cents(v.credit_limit),
    low_balance_cents: cents(v.low_balance),
    billing_email: v.billing_email.trim(),
    return_window_days: v.return_window_days.trim() === '' ? null : Number(v.return_window_days),
    max_return_rate: Number(v.max_return_rate),
    auto_approve_reasons: v.auto_approve_reasons,
    price_overrides: v.overrides.map((o) => ({
      state: o.state || null,
      service_id: o.service_id ? Number(o.service_id) : null,
      tier: isLeadTier(o.tier) ? o.tier : null,
      price_cents: cents(o.price),
    })),
  }
}

/** The API's field names, as this form names them (for the server's 422 errors). */
const formFields: Record<string, keyof BillingFormValues> = {
  price_cents: 'price',
  shared_price_cents: 'shared_price',
  credit_limit_cents: 'credit_limit',
  low_balance_cents: 'low_balance',
  price_overrides: 'overrides',
}

/** onSubmit with a 422's field errors under this form's fields. */
async function submitBilling(onSubmit: PartnerBillingModalProps['onSubmit'], values: BillingFormValues) {
  try {
    return await onSubmit(formToBilling(values))
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [formFields[k] ?? k, v]))
      throw new ApiError(error.status, error.message, fields, error.code)
    }
    throw error
  }
}

const dollars = {
  validate: (v: unknown) => (typeof v === 'string' && parseDollars(v) !== null) || 'Enter an amount in dollars, such as 45.00.',
}

const stateChoices = [...US_STATES].sort((a, b) => a.name.localeCompare(b.name))

/**
 * The price table: overrides of the default price for leads of a state, a
 * practice area, a tier or any of them together. The one naming the most
 * keys wins (ties: the practice area, then the state, then the tier).
 */
function PriceTable({ form }: { form: UseFormReturn<BillingFormValues> }) {
  const id = useId()
  const areas = usePracticeAreas()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'overrides' })
  const error = form.getFieldState('overrides', form.formState).error?.message
  return (
    <fieldset className="admin-form__field partner-prices" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label">Price table</legend>
      <div id={`${id}-hint`} className="form-text">
        A price for the leads of a state, a practice area, a tier or any of them together, instead of the default. The row naming the most
        keys wins; a tie goes to the practice area, then the state. Tiers A to D rate case-evaluation leads; unrated are the short
        forms&rsquo;. A price never depends on what becomes of a lead.
      </div>
      {fields.length > 0 ? (
        <table className="table table-sm partner-prices__table">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Practice area</th>
              <th scope="col">Tier</th>
              <th scope="col">Price ($)</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const priceError = form.getFieldState(`overrides.${index}.price`, form.formState).error?.message
              return (
                <tr key={field.id}>
                  <td>
                    <select
                      className="form-select form-select-sm"
                      aria-label={`State of price ${index + 1}`}
                      {...form.register(`overrides.${index}.state`)}
                    >
                      <option value="">Any state</option>
                      {stateChoices.map((s) => (
                        <option key={s.code} value={s.code}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      className="form-select form-select-sm"
                      aria-label={`Practice area of price ${index + 1}`}
                      {...form.register(`overrides.${index}.service_id`)}
                    >
                      <option value="">Any practice area</option>
                      {(areas.data ?? []).map((a) => (
                        <option key={a.id} value={String(a.id)}>
                          {a.title}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      className="form-select form-select-sm partner-prices__tier"
                      aria-label={`Tier of price ${index + 1}`}
                      {...form.register(`overrides.${index}.tier`)}
                    >
                      <option value="">Any tier</option>
                      {LEAD_TIERS.map((tier) => (
                        <option key={tier} value={tier}>
                          {TIER_LABELS[tier]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      className={`form-control form-control-sm partner-prices__price${priceError ? ' is-invalid' : ''}`}
                      inputMode="decimal"
                      aria-label={`Price ${index + 1} in dollars`}
                      aria-invalid={priceError ? true : undefined}
                      {...form.register(`overrides.${index}.price`, dollars)}
                    />
                    <FieldError id={`${id}-price-${index}-error`} message={priceError} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => remove(index)}
                      aria-label={`Remove price ${index + 1}`}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => append({ state: '', service_id: '', tier: '', price: '0.00' })}
      >
        Add a price
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}

export interface PartnerBillingModalProps {
  partner: Partner | null
  onClose: () => void
  onSubmit: (billing: PartnerBilling) => Promise<{ message?: string }>
}

/** A firm's prices and billing: what it pays per lead, how it pays, and its returns. */
export function PartnerBillingModal({ partner, onClose, onSubmit }: PartnerBillingModalProps) {
  const id = useId()
  return (
    <RecordFormModal<BillingFormValues>
      open={partner !== null}
      title={partner ? `Prices and billing: ${partner.name}` : 'Prices and billing'}
      defaultValues={partner ? billingToForm(partner) : undefined!}
      onClose={onClose}
      onSubmit={(values) => submitBilling(onSubmit, values)}
      submitLabel="Save"
      successMessage="Prices and billing saved"
    >
      {(form) => {
        const mode = form.watch('billing_mode')
        return (
          <>
            <div className="partner-form__pair">
              <TextField
                form={form}
                name="price"
                label="Price per lead ($)"
                rules={dollars}
                hint="The default; the price table may change it."
              />
              <TextField
                form={form}
                name="shared_price"
                label="Shared-lead price ($)"
                rules={dollars}
                hint="Every lead, when the site sends each lead to more than one firm."
              />
            </div>
            <PriceTable form={form} />
            <div className="admin-form__field">
              <label htmlFor={`${id}-mode`} className="form-label">
                Billing
              </label>
              <select id={`${id}-mode`} className="form-select" {...form.register('billing_mode')}>
                <option value="prepaid">Prepaid: leads stop when the balance does not cover the next one</option>
                <option value="invoice">Invoiced monthly, within a credit limit</option>
              </select>
            </div>
            <div className="partner-form__pair">
              {mode === 'invoice' ? (
                <TextField form={form} name="credit_limit" label="Credit limit ($)" rules={dollars} hint="0: no limit." />
              ) : (
                <TextField
                  form={form}
                  name="low_balance"
                  label="Low-balance warning at ($)"
                  rules={dollars}
                  hint="The firm is e-mailed once when its balance falls under it. 0: never."
                />
              )}
              <TextField form={form} name="billing_email" label="Billing e-mail" type="email" hint="Invoices and balance warnings." />
            </div>
            <div className="partner-form__pair">
              <TextField
                form={form}
                name="return_window_days"
                label="Return window (days)"
                type="number"
                hint="Empty: the site's setting."
              />
              <TextField
                form={form}
                name="max_return_rate"
                label="Monthly return limit (%)"
                type="number"
                hint="Of the leads charged that month; above it every return waits for review."
              />
            </div>
            <fieldset className="admin-form__field partner-reasons">
              <legend className="form-label">Approve at once (within the limit)</legend>
              {RETURN_REASONS.map((r) => (
                <div className="form-check" key={r.value}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${id}-auto-${r.value}`}
                    value={r.value}
                    {...form.register('auto_approve_reasons')}
                  />
                  <label className="form-check-label" htmlFor={`${id}-auto-${r.value}`}>
                    {r.label}
                  </label>
                </div>
              ))}
            </fieldset>
          </>
        )
      }}
    </RecordFormModal>
  )
}
