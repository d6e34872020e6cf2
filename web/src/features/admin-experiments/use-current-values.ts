import { can, useProfile } from '@/lib/auth'
import { useSite } from '@/lib/site'
import { useSettingsValues, type SettingsValues } from './api/get-settings-values'
import { useSiteValues, type SiteValues } from './api/get-site-values'
import type { EntryForm, PopupValue, Target, VariantValue } from './types'

/** The site's value of each target: what a new experiment's control shows. */
export type CurrentValues = { [T in Target]: T extends 'popup' ? PopupValue : T extends 'entry_form' ? EntryForm : string }

/** The settings' defaults (the contract), for a server that does not answer a value yet. */
export function defaultValues(brand: string): CurrentValues {
  return {
    hero_headline: 'Hurt in an accident? Get the compensation you deserve.',
    hero_subline: `${brand} connects people injured in car, truck, motorcycle and other accidents with experienced personal-injury attorneys in their state. Tell us what happened and we reply within 24 hours.`,
    cta_label: 'Get a Free Consultation',
    popup: { enabled: true, delay_seconds: 3, headline: 'Claim Your Personal Injury Compensation' },
    entry_form: 'short',
  }
}

const entryForm = (value: string | undefined, fallback: EntryForm): EntryForm =>
  value === 'short' || value === 'case_evaluation' ? value : fallback

export function fromSettings(s: SettingsValues, d: CurrentValues): CurrentValues {
  return {
    hero_headline: s.hero_headline ?? d.hero_headline,
    hero_subline: s.hero_subline ?? d.hero_subline,
    cta_label: s.cta_label ?? d.cta_label,
    popup: {
      enabled: s.popup_enabled ?? d.popup.enabled,
      delay_seconds: s.popup_delay_seconds ?? d.popup.delay_seconds,
      headline: s.popup_headline ?? d.popup.headline,
    },
    entry_form: entryForm(s.entry_form, d.entry_form),
  }
}

export function fromSite(s: SiteValues, d: CurrentValues): CurrentValues {
  return {
    hero_headline: s.hero?.headline ?? d.hero_headline,
    hero_subline: s.hero?.subline ?? d.hero_subline,
    cta_label: s.cta_label ?? d.cta_label,
    popup: {
      enabled: s.popup?.enabled ?? d.popup.enabled,
      delay_seconds: s.popup?.delay_seconds ?? d.popup.delay_seconds,
      headline: s.popup?.headline ?? d.popup.headline,
    },
    entry_form: entryForm(s.entry_form, d.entry_form),
  }
}

export interface CurrentValuesState {
  /** Every target's value: the site's, or the default where it could not be read. */
  values: CurrentValues
  pending: boolean
  /** The site's values could not be read: the defaults stand in. */
  failed: boolean
}

/**
 * The site's current value of every target, for the control of a new
 * experiment: from the admin settings (GET /api/admin/settings) for a role
 * that may read them, else from GET /api/site (an editor's role has no
 * settings permission; the site answers the same live settings).
 */
export function useCurrentValues(): CurrentValuesState {
  const { data: profile } = useProfile()
  const { brand } = useSite()
  const viaSettings = can(profile, 'settings')
  const settings = useSettingsValues(profile !== undefined && viaSettings)
  const site = useSiteValues(profile !== undefined && !viaSettings)
  const defaults = defaultValues(brand)
  const query = viaSettings ? settings : site
  if (viaSettings && settings.data) return { values: fromSettings(settings.data, defaults), pending: false, failed: false }
  if (!viaSettings && site.data) return { values: fromSite(site.data, defaults), pending: false, failed: false }
  return { values: defaults, pending: profile === undefined || query.isPending, failed: query.isError }
}

/** The value a target's control starts with. */
export function currentValue(values: CurrentValues, target: Target): VariantValue {
  return values[target]
}
