import { useState, type ChangeEvent } from 'react'
import { ChoiceGroup } from '@/components/ChoiceGroup'
import type { UseFormRegisterReturn, UseFormReturn } from '@/lib/form'
import { LeadConsent } from '@/lib/lead-form/ConsentCheckbox'
import { FormField, PersonFields } from '@/lib/lead-form/fields'
import { validateConsent, validateZip } from '@/lib/lead-form/validation'
import {
  answerMessages,
  checkAccidentDate,
  dateMessages,
  FAULTS,
  LANGUAGES,
  MONTHS,
  POLICE_REPORTS,
  STATES_BY_NAME,
  TREATMENTS,
  VEHICLES,
  YES_NO,
  yearsUntil,
  type EvaluationValues,
} from '../answers'

export interface StepProps {
  /** Prefix of the step's element ids. */
  id: string
  form: UseFormReturn<EvaluationValues>
}

export interface AccidentType {
  id: number
  title: string
}

/** Step 1: the services, as tiles; one is chosen. */
export function AccidentTypeStep({
  id,
  form,
  accidentTypes,
  loading,
}: StepProps & { accidentTypes: readonly AccidentType[]; loading: boolean }) {
  const {
    register,
    formState: { errors },
  } = form
  if (accidentTypes.length === 0) {
    return (
      <p className="evaluation-loading" role="status">
        {loading ? 'Loading the types of accident…' : 'The types of accident could not be loaded. Please reload the page.'}
      </p>
    )
  }
  return (
    <ChoiceGroup
      id={`${id}-service`}
      legend="Choose the one that fits best"
      type="radio"
      layout="tiles"
      options={accidentTypes.map((type) => ({ value: String(type.id), label: type.title }))}
      registration={register('service_id', { required: answerMessages.service })}
      error={errors.service_id?.message}
    />
  )
}

type DateParts = Pick<EvaluationValues, 'accident_month' | 'accident_day' | 'accident_year'>

const pickDate = ({ accident_month, accident_day, accident_year }: EvaluationValues): DateParts => ({
  accident_month,
  accident_day,
  accident_year,
})

/** Step 2: the date (a day, or a month and year), the state and the ZIP code. */
export function WhenWhereStep({ id, form, today }: StepProps & { today: Date }) {
  const {
    register,
    getValues,
    clearErrors,
    formState: { errors },
  } = form
  // The date as chosen so far, to say which day counts when only the month is known.
  const [date, setDate] = useState<DateParts>(() => pickDate(getValues()))
  const checkDate = () => checkAccidentDate(getValues(), today)
  const watched = (registration: UseFormRegisterReturn): UseFormRegisterReturn => ({
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      registration.onChange(event)
      setDate(pickDate(getValues()))
      clearErrors('accident_date')
    },
  })
  const monthOnly = date.accident_month !== '' && date.accident_year !== '' && date.accident_day === ''
  const dateError = errors.accident_date?.message

  return (
    <>
      <fieldset className="evaluation-fieldset">
        <legend className="choice-group__legend">Date of the accident</legend>
        <div className="row g-3">
          <FormField
            className="col-sm-5"
            id={`${id}-month`}
            label="Month"
            as="select"
            registration={watched(register('accident_month', { required: dateMessages.month }))}
            error={errors.accident_month?.message}
          >
            <option value="">Choose…</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </FormField>
          <FormField
            className="col-6 col-sm-3"
            id={`${id}-day`}
            label="Day (if known)"
            as="select"
            registration={watched(
              register('accident_day', {
                validate: () => (checkDate() === dateMessages.noSuchDay ? dateMessages.noSuchDay : true),
              }),
            )}
            error={errors.accident_day?.message}
          >
            <option value="">Not sure</option>
            {Array.from({ length: 31 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </FormField>
          <FormField
            className="col-6 col-sm-4"
            id={`${id}-year`}
            label="Year"
            as="select"
            registration={watched(
              register('accident_year', {
                required: dateMessages.year,
                validate: () => (checkDate() === dateMessages.future ? dateMessages.future : true),
              }),
            )}
            error={errors.accident_year?.message}
          >
            <option value="">Choose…</option>
            {yearsUntil(today).map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </FormField>
        </div>
        {dateError ? (
          <div className="invalid-feedback d-block" role="alert">
            {dateError}
          </div>
        ) : null}
        <p className="form-text evaluation-date-hint" aria-live="polite">
          {monthOnly
            ? `You gave the month and year: we count from ${MONTHS[Number(date.accident_month) - 1]} 1, ${date.accident_year}, the earliest day it can have been, so the deadline we show is the earliest it can be.`
            : 'Not sure of the day? Leave it as "Not sure": the month and year are enough.'}
        </p>
      </fieldset>
      <div className="row g-3">
        <FormField
          className="col-sm-7"
          id={`${id}-state`}
          label="State where it happened"
          as="select"
          registration={register('state', { required: answerMessages.state })}
          error={errors.state?.message}
        >
          <option value="">Select State</option>
          {STATES_BY_NAME.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </FormField>
        <FormField
          className="col-sm-5"
          id={`${id}-zip`}
          label="Your ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          registration={register('zip_code', { validate: validateZip({ required: true }) })}
          error={errors.zip_code?.message}
        />
      </div>
    </>
  )
}

/** Step 3: injured, the treatment so far, still treating. */
export function InjuriesStep({ id, form }: StepProps) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-injured`}
        legend="Were you injured?"
        type="radio"
        layout="inline"
        options={YES_NO}
        registration={register('injured', { required: answerMessages.injured })}
        error={errors.injured?.message}
      />
      <ChoiceGroup
        id={`${id}-treatment`}
        legend="What treatment have you had so far?"
        type="radio"
        options={TREATMENTS}
        registration={register('treatment', { required: answerMessages.treatment })}
        error={errors.treatment?.message}
      />
      <ChoiceGroup
        id={`${id}-still-treating`}
        legend="Are you still being treated?"
        type="radio"
        layout="inline"
        options={YES_NO}
        registration={register('still_treating', { required: answerMessages.stillTreating })}
        error={errors.still_treating?.message}
      />
    </>
  )
}

/** Step 4: who was at fault, the police report, the vehicles involved. */
export function FaultStep({ id, form }: StepProps) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-fault`}
        legend="Who was at fault?"
        type="radio"
        layout="inline"
        options={FAULTS}
        registration={register('fault', { required: answerMessages.fault })}
        error={errors.fault?.message}
      />
      <ChoiceGroup
        id={`${id}-police`}
        legend="Was a police report made?"
        type="radio"
        layout="inline"
        options={POLICE_REPORTS}
        registration={register('police_report', { required: answerMessages.policeReport })}
        error={errors.police_report?.message}
      />
      <ChoiceGroup
        id={`${id}-vehicles`}
        legend="Were any of these involved?"
        hint="Tick all that apply, or none."
        type="checkbox"
        options={VEHICLES}
        registration={register('vehicles')}
        error={errors.vehicles?.message}
      />
    </>
  )
}

/** Step 5: a lawyer already, settled already (either ends the evaluation). */
export function LawyerStep({ id, form }: StepProps) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-represented`}
        legend="Do you already have a lawyer for this accident?"
        type="radio"
        layout="inline"
        options={YES_NO}
        registration={register('represented', { required: answerMessages.represented })}
        error={errors.represented?.message}
      />
      <ChoiceGroup
        id={`${id}-settled`}
        legend="Has your claim for it already been settled?"
        type="radio"
        layout="inline"
        options={YES_NO}
        registration={register('settled', { required: answerMessages.settled })}
        error={errors.settled?.message}
      />
    </>
  )
}

/** Step 6: who to contact and how, a few words if they like, and the consent every lead form asks for. */
export function ContactStep({ id, form }: StepProps) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <div className="row g-3">
      <PersonFields id={id} form={form} />
      <div className="col-12">
        <ChoiceGroup
          id={`${id}-language`}
          legend="Language to contact you in"
          type="radio"
          layout="inline"
          options={LANGUAGES}
          registration={register('language', { required: answerMessages.language })}
          error={errors.language?.message}
        />
      </div>
      <FormField
        className="col-12"
        id={`${id}-description`}
        label="Anything else you want to tell us? (optional)"
        as="textarea"
        placeholder="A few words about the accident and your injuries"
        registration={register('description')}
        error={errors.description?.message}
      />
      <div className="col-12">
        <LeadConsent
          id={`${id}-consent`}
          registration={register('is_checked', { validate: validateConsent })}
          error={errors.is_checked?.message}
        />
      </div>
    </div>
  )
}
