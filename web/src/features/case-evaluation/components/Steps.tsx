import { useMemo, useState, type ChangeEvent } from 'react'
import { ChoiceGroup } from '@/components/ChoiceGroup'
import { useTranslator, type Translator } from '@/i18n/I18nProvider'
import type { UseFormRegisterReturn, UseFormReturn } from '@/lib/form'
import { LeadConsent } from '@/lib/lead-form/ConsentCheckbox'
import { FormField, PersonFields } from '@/lib/lead-form/fields'
import { useLeadValidators } from '@/lib/lead-form/validation'
import {
  checkAccidentDate,
  CONTACT_LANGUAGES,
  FAULTS,
  POLICE_REPORTS,
  statesByName,
  TREATMENTS,
  VEHICLES,
  YES_NO,
  yearsUntil,
  type EvaluationValues,
} from '../answers'

/** A question's answers with their words (evaluation.choice.{question}.{value}). */
function choices(t: Translator['t'], question: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: t(`evaluation.choice.${question}.${value}`) }))
}

/** The twelve months' names in the page's language, January first. */
function useMonths(): string[] {
  const { date } = useTranslator()
  return useMemo(() => Array.from({ length: 12 }, (_, index) => date(new Date(Date.UTC(2000, index, 1)), { month: 'long' })), [date])
}

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
  const { t } = useTranslator()
  const {
    register,
    formState: { errors },
  } = form
  if (accidentTypes.length === 0) {
    return (
      <p className="evaluation-loading" role="status">
        {loading ? t('evaluation.accidentType.loading') : t('evaluation.accidentType.failed')}
      </p>
    )
  }
  return (
    <ChoiceGroup
      id={`${id}-service`}
      legend={t('evaluation.accidentType.legend')}
      type="radio"
      layout="tiles"
      options={accidentTypes.map((type) => ({ value: String(type.id), label: type.title }))}
      registration={register('service_id', { required: t('evaluation.error.service') })}
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
  const { t, date: formatDate } = useTranslator()
  const validate = useLeadValidators()
  const months = useMonths()
  const states = useMemo(() => statesByName((state) => t('forms.state.name', { code: state.code, name: state.name })), [t])
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
        <legend className="choice-group__legend">{t('evaluation.date.legend')}</legend>
        <div className="row g-3">
          <FormField
            className="col-sm-5"
            id={`${id}-month`}
            label={t('evaluation.date.month')}
            as="select"
            registration={watched(register('accident_month', { required: t('evaluation.error.month') }))}
            error={errors.accident_month?.message}
          >
            <option value="">{t('evaluation.date.choose')}</option>
            {months.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </FormField>
          <FormField
            className="col-6 col-sm-3"
            id={`${id}-day`}
            label={t('evaluation.date.day')}
            as="select"
            registration={watched(
              register('accident_day', {
                validate: () => (checkDate() === 'noSuchDay' ? t('evaluation.error.noSuchDay') : true),
              }),
            )}
            error={errors.accident_day?.message}
          >
            <option value="">{t('evaluation.date.notSure')}</option>
            {Array.from({ length: 31 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </FormField>
          <FormField
            className="col-6 col-sm-4"
            id={`${id}-year`}
            label={t('evaluation.date.year')}
            as="select"
            registration={watched(
              register('accident_year', {
                required: t('evaluation.error.year'),
                validate: () => (checkDate() === 'future' ? t('evaluation.error.future') : true),
              }),
            )}
            error={errors.accident_year?.message}
          >
            <option value="">{t('evaluation.date.choose')}</option>
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
            ? t('evaluation.date.monthOnly', {
                first: formatDate(`${date.accident_year}-${date.accident_month.padStart(2, '0')}-01`),
              })
            : t('evaluation.date.dayHint')}
        </p>
      </fieldset>
      <div className="row g-3">
        <FormField
          className="col-sm-7"
          id={`${id}-state`}
          label={t('evaluation.state.label')}
          as="select"
          registration={register('state', { required: t('evaluation.error.state') })}
          error={errors.state?.message}
        >
          <option value="">{t('forms.state.select')}</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </FormField>
        <FormField
          className="col-sm-5"
          id={`${id}-zip`}
          label={t('evaluation.zip.label')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          registration={register('zip_code', { validate: validate.zip({ required: true }) })}
          error={errors.zip_code?.message}
        />
      </div>
    </>
  )
}

/** Step 3: injured, the treatment so far, still treating. */
export function InjuriesStep({ id, form }: StepProps) {
  const { t } = useTranslator()
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-injured`}
        legend={t('evaluation.injured.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'yesNo', YES_NO)}
        registration={register('injured', { required: t('evaluation.error.injured') })}
        error={errors.injured?.message}
      />
      <ChoiceGroup
        id={`${id}-treatment`}
        legend={t('evaluation.treatment.legend')}
        type="radio"
        options={choices(t, 'treatment', TREATMENTS)}
        registration={register('treatment', { required: t('evaluation.error.treatment') })}
        error={errors.treatment?.message}
      />
      <ChoiceGroup
        id={`${id}-still-treating`}
        legend={t('evaluation.stillTreating.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'yesNo', YES_NO)}
        registration={register('still_treating', { required: t('evaluation.error.stillTreating') })}
        error={errors.still_treating?.message}
      />
    </>
  )
}

/** Step 4: who was at fault, the police report, the vehicles involved. */
export function FaultStep({ id, form }: StepProps) {
  const { t } = useTranslator()
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-fault`}
        legend={t('evaluation.fault.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'fault', FAULTS)}
        registration={register('fault', { required: t('evaluation.error.fault') })}
        error={errors.fault?.message}
      />
      <ChoiceGroup
        id={`${id}-police`}
        legend={t('evaluation.policeReport.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'policeReport', POLICE_REPORTS)}
        registration={register('police_report', { required: t('evaluation.error.policeReport') })}
        error={errors.police_report?.message}
      />
      <ChoiceGroup
        id={`${id}-vehicles`}
        legend={t('evaluation.vehicles.legend')}
        hint={t('evaluation.vehicles.hint')}
        type="checkbox"
        options={choices(t, 'vehicles', VEHICLES)}
        registration={register('vehicles')}
        error={errors.vehicles?.message}
      />
    </>
  )
}

/** Step 5: a lawyer already, settled already (either ends the evaluation). */
export function LawyerStep({ id, form }: StepProps) {
  const { t } = useTranslator()
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <ChoiceGroup
        id={`${id}-represented`}
        legend={t('evaluation.represented.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'yesNo', YES_NO)}
        registration={register('represented', { required: t('evaluation.error.represented') })}
        error={errors.represented?.message}
      />
      <ChoiceGroup
        id={`${id}-settled`}
        legend={t('evaluation.settled.legend')}
        type="radio"
        layout="inline"
        options={choices(t, 'yesNo', YES_NO)}
        registration={register('settled', { required: t('evaluation.error.settled') })}
        error={errors.settled?.message}
      />
    </>
  )
}

/** Step 6: who to contact and how, a few words if they like, and the consent every lead form asks for. */
export function ContactStep({ id, form }: StepProps) {
  const { t } = useTranslator()
  const validate = useLeadValidators()
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
          legend={t('evaluation.language.legend')}
          type="radio"
          layout="inline"
          options={choices(t, 'language', CONTACT_LANGUAGES)}
          registration={register('language', { required: t('evaluation.error.language') })}
          error={errors.language?.message}
        />
      </div>
      <FormField
        className="col-12"
        id={`${id}-description`}
        label={t('evaluation.description.label')}
        as="textarea"
        placeholder={t('evaluation.description.placeholder')}
        registration={register('description')}
        error={errors.description?.message}
      />
      <div className="col-12">
        <LeadConsent
          id={`${id}-consent`}
          registration={register('is_checked', { validate: validate.consent })}
          error={errors.is_checked?.message}
        />
      </div>
    </div>
  )
}
