import { useId, useMemo, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { applyServerErrors, FieldError, reportAdminError, TextField } from '@/components/admin'
import { ApiError } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useUpdateSettings } from '../api/update-settings'
import {
  SETTINGS_LIMITS,
  SPANISH_TEXT_LABELS,
  type EntryForm,
  type LeadVerificationMode,
  type Settings,
  type SettingsSpanish,
} from '../types'

export const SETTINGS_SAVED_MESSAGE = 'Settings saved.'

/** The form's values: the settings, with the notification addresses one per line. */
export type SettingsValues = Omit<Settings, 'notify_emails'> & { notify_emails: string }

export function toValues(s: Settings): SettingsValues {
  return { ...s, notify_emails: s.notify_emails.join('\n') }
}

export function toSettings(v: SettingsValues): Settings {
  return {
    ...v,
    popup_delay_seconds: Number(v.popup_delay_seconds),
    lead_retention_years: Number(v.lead_retention_years),
    conversion_value: Number(v.conversion_value),
    conversion_currency: v.conversion_currency.trim().toUpperCase(),
    return_window_days: Number(v.return_window_days),
    notify_emails: v.notify_emails
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  }
}

const httpUrl = /^https?:\/\/[^\s/]+/i
const httpsUrl = /^https:\/\/[^\s/]+/i
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const urlRule = (label: string) => ({
  validate: (v: unknown) => !v || httpUrl.test(String(v)) || `The ${label} must be an http:// or https:// address.`,
})
const scriptRule = (label: string) => ({
  validate: (v: unknown) => !v || httpsUrl.test(String(v)) || `The ${label} must be an https:// address.`,
})

const modes: ReadonlyArray<{ value: LeadVerificationMode; label: string }> = [
  { value: 'off', label: 'Off: the scripts are not loaded' },
  { value: 'optional', label: 'Optional: a blocked script never costs the lead (flagged unverified)' },
  { value: 'required', label: 'Required: a lead without a token is refused' },
]

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset className="card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <legend id={id} className="h5 card-title">
          {title}
        </legend>
        {intro ? <p className="text-body-secondary small">{intro}</p> : null}
        {children}
      </div>
    </fieldset>
  )
}

function SelectMode({ form }: { form: UseFormReturn<SettingsValues> }) {
  const id = useId()
  const error = form.formState.errors.lead_verification?.message
  return (
    <div className="admin-form__field">
      <label htmlFor={id} className="form-label">
        Lead verification mode
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('lead_verification')}
      >
        {modes.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

const entryForms: ReadonlyArray<{ value: EntryForm; label: string; hint: string }> = [
  { value: 'short', label: 'Short form (pop-up)', hint: 'The consultation form opens over the page.' },
  {
    value: 'case_evaluation',
    label: 'Case evaluation (/case-evaluation)',
    hint: 'The buttons lead to the six-question case evaluation, which ranks the lead.',
  },
]

/** The Free Consultation / Contact Us buttons' destination, as two plain choices. */
function EntryFormChoice({ form }: { form: UseFormReturn<SettingsValues> }) {
  const id = useId()
  return (
    <fieldset className="admin-form__field">
      <legend className="form-label">What the Free Consultation and Contact Us buttons open</legend>
      {entryForms.map((choice) => (
        <div className="form-check" key={choice.value}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${choice.value}`}
            value={choice.value}
            aria-describedby={`${id}-${choice.value}-hint`}
            {...form.register('entry_form')}
          />
          <label className="form-check-label" htmlFor={`${id}-${choice.value}`}>
            {choice.label}
          </label>
          <p className="form-text mt-0" id={`${id}-${choice.value}-hint`}>
            {choice.hint}
          </p>
        </div>
      ))}
    </fieldset>
  )
}

/**
 * A text setting's Spanish version, beside the English one (issue 25): not
 * required, since an empty one shows the English text on the Spanish
 * pages, and flagged "No Spanish" while empty.
 */
function SpanishText({
  form,
  name,
  maxLength,
  multiline,
  rows,
}: {
  form: UseFormReturn<SettingsValues>
  name: keyof SettingsSpanish
  maxLength: number
  multiline?: boolean
  rows?: number
}) {
  const value = useWatch({ control: form.control, name: `es.${name}` })
  return (
    <div className="settings-spanish">
      <TextField
        form={form}
        name={`es.${name}`}
        label={`${SPANISH_TEXT_LABELS[name]} (Spanish)`}
        multiline={multiline}
        rows={rows}
        maxLength={maxLength}
        hint={
          String(value ?? '').trim() === '' ? 'No Spanish yet: the Spanish pages show the English text.' : 'Shown on the Spanish pages.'
        }
      />
    </div>
  )
}

/** Which text settings have no Spanish version yet, above the form. */
function MissingSpanishTexts({ form }: { form: UseFormReturn<SettingsValues> }) {
  const es = useWatch({ control: form.control, name: 'es' }) as SettingsSpanish | undefined
  const missing = (Object.keys(SPANISH_TEXT_LABELS) as Array<keyof SettingsSpanish>).filter((k) => String(es?.[k] ?? '').trim() === '')
  if (missing.length === 0) return <p className="text-body-secondary">Every text shown to visitors has its Spanish version.</p>
  return (
    <p className="alert alert-warning" role="status">
      <span className="badge text-bg-warning me-2">No Spanish</span>
      {missing.map((k) => SPANISH_TEXT_LABELS[k]).join(', ')}: the Spanish pages show the English text until you write the Spanish.
    </p>
  )
}

function PopupSwitch({ form }: { form: UseFormReturn<SettingsValues> }) {
  const id = useId()
  return (
    <div className="form-check form-switch mb-3">
      <input id={id} type="checkbox" role="switch" className="form-check-input" {...form.register('popup_enabled')} />
      <label htmlFor={id} className="form-check-label">
        Show the compensation pop-up
      </label>
    </div>
  )
}

function ConfirmationSwitch({ form }: { form: UseFormReturn<SettingsValues> }) {
  const id = useId()
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        aria-describedby={`${id}-hint`}
        {...form.register('confirmation_email')}
      />
      <label htmlFor={id} className="form-check-label">
        E-mail each visitor a confirmation of their request
      </label>
      <div id={`${id}-hint`} className="form-text">
        Sent within a minute of each new lead (not for a repeat within 30 days): its reference, what happens next, the consent words the
        visitor agreed to and a link that withdraws their consent in one click.
      </div>
    </div>
  )
}

function LanguageFallbackSwitch({ form }: { form: UseFormReturn<SettingsValues> }) {
  const id = useId()
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        aria-describedby={`${id}-hint`}
        {...form.register('language_fallback')}
      />
      <label htmlFor={id} className="form-check-label">
        Send leads in a language no eligible firm speaks to other firms
      </label>
      <div id={`${id}-hint`} className="form-text">
        A lead goes first to the firms whose intake staff speak its language. When none of them can take it, it goes to the other firms,
        marked as a language fallback; off, it stays unrouted for you to send by hand.
      </div>
    </div>
  )
}

/** Every site setting in grouped sections, saved together; the server's 422 errors show under their fields. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const update = useUpdateSettings()
  const values = useMemo(() => toValues(settings), [settings])
  const form = useForm<SettingsValues>({ values, resetOptions: { keepDirtyValues: true } })
  const popupOn = useWatch({ control: form.control, name: 'popup_enabled' })

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const answer = await update.mutateAsync(toSettings(v))
      // What the server stored, normalised; reset() would otherwise take the
      // form's keepDirtyValues and keep what was typed, still "unsaved".
      form.reset(toValues(answer.data), { keepDirtyValues: false })
      notifySuccess(answer.message || SETTINGS_SAVED_MESSAGE)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyServerErrors(form, error.fieldErrors)
        notifyError(error.message)
        return
      }
      reportAdminError(error)
    }
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Site settings" className="settings-form">
      <MissingSpanishTexts form={form} />
      <Section title="Brand and contact" intro="Shown in the header, the footer, every page and every e-mail the site sends.">
        <TextField
          form={form}
          name="brand"
          label="Brand name"
          maxLength={SETTINGS_LIMITS.brand}
          rules={{ required: 'The brand name field is required.' }}
        />
        <TextField
          form={form}
          name="phone"
          label="Phone"
          placeholder="1-888-555-0142"
          hint="A US number: 10 digits, optionally with a leading 1."
          rules={{ required: 'The phone field is required.' }}
        />
        <TextField
          form={form}
          name="email"
          label="Contact e-mail"
          type="email"
          rules={{
            required: 'The email field is required.',
            pattern: { value: email, message: 'The email must be a valid email address.' },
          }}
        />
        <TextField
          form={form}
          name="address"
          label="Postal address"
          multiline
          rows={2}
          maxLength={SETTINGS_LIMITS.address}
          hint="Shown in the footer. Leave empty to hide it."
        />
      </Section>

      <Section title="Social links and News" intro="External links, opening in a new tab. Leave one empty to hide its icon.">
        <TextField form={form} name="facebook_url" label="Facebook" type="url" rules={urlRule('Facebook link')} />
        <TextField form={form} name="youtube_url" label="YouTube" type="url" rules={urlRule('YouTube link')} />
        <TextField form={form} name="linkedin_url" label="LinkedIn" type="url" rules={urlRule('LinkedIn link')} />
        <TextField form={form} name="instagram_url" label="Instagram" type="url" rules={urlRule('Instagram link')} />
        <TextField form={form} name="tiktok_url" label="TikTok" type="url" rules={urlRule('TikTok link')} />
        <TextField form={form} name="news_url" label="News link (Media › News)" type="url" rules={urlRule('News link')} />
      </Section>

      <Section title="Footer">
        <TextField
          form={form}
          name="footer_disclaimer"
          label="Footer disclaimer"
          multiline
          rows={5}
          maxLength={SETTINGS_LIMITS.disclaimer}
          rules={{ required: 'The footer disclaimer field is required.' }}
        />
        <SpanishText form={form} name="footer_disclaimer" multiline rows={5} maxLength={SETTINGS_LIMITS.disclaimer} />
      </Section>

      <Section title="Home page" intro="The first words a visitor reads, and where the consultation buttons of every page lead.">
        <TextField
          form={form}
          name="hero_headline"
          label="Home page headline"
          maxLength={SETTINGS_LIMITS.heroHeadline}
          rules={{ validate: (v) => String(v).trim() !== '' || 'The home page headline field is required.' }}
        />
        <SpanishText form={form} name="hero_headline" maxLength={SETTINGS_LIMITS.heroHeadline} />
        <TextField
          form={form}
          name="hero_subline"
          label="Sub-line"
          multiline
          rows={3}
          maxLength={SETTINGS_LIMITS.heroSubline}
          hint="The paragraph under the headline. {brand} is replaced by the brand name."
          rules={{ validate: (v) => String(v).trim() !== '' || 'The home page sub-line field is required.' }}
        />
        <SpanishText form={form} name="hero_subline" multiline rows={3} maxLength={SETTINGS_LIMITS.heroSubline} />
        <TextField
          form={form}
          name="cta_label"
          label="Main button label"
          maxLength={SETTINGS_LIMITS.ctaLabel}
          hint="The home page's main button and the call-to-action bands at the foot of pages."
          rules={{ validate: (v) => String(v).trim() !== '' || 'The main button label field is required.' }}
        />
        <SpanishText form={form} name="cta_label" maxLength={SETTINGS_LIMITS.ctaLabel} />
        <EntryFormChoice form={form} />
      </Section>

      <Section
        title="Compensation pop-up"
        intro="Opens by itself on the services, state-law, FAQ, about and contact pages, once per visit."
      >
        <PopupSwitch form={form} />
        <TextField
          form={form}
          name="popup_delay_seconds"
          label="Delay (seconds)"
          type="number"
          rules={{
            valueAsNumber: true,
            min: { value: 0, message: `The pop-up delay must be between 0 and ${SETTINGS_LIMITS.popupDelayMax} seconds.` },
            max: {
              value: SETTINGS_LIMITS.popupDelayMax,
              message: `The pop-up delay must be between 0 and ${SETTINGS_LIMITS.popupDelayMax} seconds.`,
            },
          }}
        />
        <TextField
          form={form}
          name="popup_headline"
          label="Headline"
          maxLength={SETTINGS_LIMITS.headline}
          rules={{ validate: (v) => !popupOn || String(v).trim() !== '' || 'The pop-up headline field is required.' }}
        />
        <SpanishText form={form} name="popup_headline" maxLength={SETTINGS_LIMITS.headline} />
      </Section>

      <Section
        title="Lead verification"
        intro="LeadiD and TrustedForm prove a visitor's consent. Their scripts are allowed by the site's security policy as soon as you save."
      >
        <SelectMode form={form} />
        <TextField
          form={form}
          name="leadid_script_url"
          label="LeadiD script URL"
          type="url"
          hint="https:// only."
          rules={scriptRule('LeadiD script URL')}
        />
        <TextField
          form={form}
          name="trustedform_script_url"
          label="TrustedForm script URL"
          type="url"
          hint="https:// only."
          rules={scriptRule('TrustedForm script URL')}
        />
      </Section>

      <Section title="Notifications">
        <TextField
          form={form}
          name="notify_emails"
          label="Operator notification addresses"
          multiline
          rows={3}
          hint={`One address per line (at most ${SETTINGS_LIMITS.notifyEmails}): each gets an e-mail for every new lead.`}
        />
        <ConfirmationSwitch form={form} />
      </Section>

      <Section title="Lead routing">
        <LanguageFallbackSwitch form={form} />
      </Section>

      <Section title="Data retention">
        <TextField
          form={form}
          name="lead_retention_years"
          label="Keep leads' personal data for (years)"
          type="number"
          hint="After this, a daily job anonymises older leads, keeping the non-personal parts of the consent proof. 4 years is the time a TCPA claim can be brought."
          rules={{
            valueAsNumber: true,
            min: { value: SETTINGS_LIMITS.retentionMin, message: 'The lead retention must be between 1 and 10 years.' },
            max: { value: SETTINGS_LIMITS.retentionMax, message: 'The lead retention must be between 1 and 10 years.' },
          }}
        />
      </Section>

      <Section
        title="Conversions and partner returns"
        intro="The offline conversion export (Leads › Conversions) reports each lead with a Google click id that became qualified, at that time in your time zone."
      >
        <TextField
          form={form}
          name="conversion_name"
          label="Conversion name"
          maxLength={SETTINGS_LIMITS.conversionName}
          hint="Exactly as the conversion action is named in Google Ads."
          rules={{ required: 'The conversion name field is required.' }}
        />
        <TextField
          form={form}
          name="conversion_value"
          label="Conversion value"
          type="number"
          hint="What a qualified lead is worth; 0 to send no value."
          rules={{ valueAsNumber: true, min: { value: 0, message: 'The conversion value must be a number from 0 to 1000000000.' } }}
        />
        <TextField
          form={form}
          name="conversion_currency"
          label="Conversion currency"
          maxLength={3}
          hint="A three-letter ISO 4217 code, such as USD."
          rules={{
            pattern: { value: /^[A-Za-z]{3}$/, message: 'The conversion currency must be a three-letter ISO 4217 code, such as USD.' },
          }}
        />
        <TextField
          form={form}
          name="operator_timezone"
          label="Your time zone"
          hint="An IANA name such as America/New_York: the dates of the export and its conversion times are in it."
          rules={{ required: 'The time zone must be an IANA time zone name, such as America/New_York.' }}
        />
        <TextField
          form={form}
          name="return_window_days"
          label="Return window (days)"
          type="number"
          hint="How many days a partner firm has to return a lead it received, unless the firm's own setting says otherwise."
          rules={{
            valueAsNumber: true,
            min: { value: SETTINGS_LIMITS.returnWindowMin, message: 'The return window must be between 1 and 90 days.' },
            max: { value: SETTINGS_LIMITS.returnWindowMax, message: 'The return window must be between 1 and 90 days.' },
          }}
        />
      </Section>

      <Section
        title="Partner invoices"
        intro="Each firm's invoice of the month is issued on the 1st and e-mailed to its billing address with its PDF, under your brand, address, e-mail and phone."
      >
        <TextField
          form={form}
          name="payment_instructions"
          label="Payment instructions"
          multiline
          rows={4}
          maxLength={SETTINGS_LIMITS.paymentInstructions}
          hint="Printed on every invoice from now on: your bank details, where to send a check, your terms."
        />
      </Section>

      <div className="d-flex align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save settings'}
        </button>
        {form.formState.isDirty && !update.isPending ? <span className="text-body-secondary">Unsaved changes</span> : null}
      </div>
    </form>
  )
}
