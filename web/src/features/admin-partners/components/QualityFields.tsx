import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError } from '@/components/admin'
import { RATED_TIERS } from '@/lib/admin/tiers'
import { minTierText, type PartnerFormValues } from '../types'

/**
 * Which leads the firm takes by their quality (issue 23): the least
 * case-evaluation tier, the short forms' unrated leads, and leads past
 * their filing deadline. Routing respects all three.
 */
export function QualityFields({ form }: { form: UseFormReturn<PartnerFormValues> }) {
  const id = useId()
  const error = (name: 'min_tier' | 'accepts_unrated' | 'accepts_passed_deadline') =>
    form.getFieldState(name, form.formState).error?.message
  const tierError = error('min_tier')
  return (
    <fieldset className="admin-form__field partner-quality">
      <legend className="form-label">Lead quality</legend>
      <div className="partner-quality__tier">
        <label htmlFor={`${id}-tier`} className="form-label">
          Least tier
        </label>
        <select
          id={`${id}-tier`}
          className={`form-select${tierError ? ' is-invalid' : ''}`}
          aria-invalid={tierError ? true : undefined}
          aria-describedby={`${id}-tier-hint${tierError ? ` ${id}-tier-error` : ''}`}
          {...form.register('min_tier')}
        >
          <option value="">{minTierText(null)}</option>
          {RATED_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {minTierText(tier)}
            </option>
          ))}
        </select>
        <div id={`${id}-tier-hint`} className="form-text">
          Case-evaluation leads are rated A (best) to D by the tier rules; the firm is sent only those at this tier or better.
        </div>
        <FieldError id={`${id}-tier-error`} message={tierError} />
      </div>
      <div className="form-check">
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-unrated`}
          aria-describedby={`${id}-unrated-hint`}
          {...form.register('accepts_unrated')}
        />
        <label className="form-check-label" htmlFor={`${id}-unrated`}>
          Takes unrated leads
        </label>
        <div id={`${id}-unrated-hint`} className="form-text">
          The contact and state-law forms ask nothing about the accident, so their leads have no tier.
        </div>
        <FieldError id={`${id}-unrated-error`} message={error('accepts_unrated')} />
      </div>
      <div className="form-check">
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-passed`}
          aria-describedby={`${id}-passed-hint`}
          {...form.register('accepts_passed_deadline')}
        />
        <label className="form-check-label" htmlFor={`${id}-passed`}>
          Takes leads past their filing deadline
        </label>
        <div id={`${id}-passed-hint`} className="form-text">
          By the accident date the person gave, the state&rsquo;s general deadline to sue has passed; an exception may still apply.
        </div>
        <FieldError id={`${id}-passed-error`} message={error('accepts_passed_deadline')} />
      </div>
    </fieldset>
  )
}
