import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, type DataEnvelope } from './api-client'
import { inLanguage } from '@/i18n/content'
import type { Language } from '@/i18n/language'
import { useLanguage } from '@/i18n/use-language'

export type LeadVerificationMode = 'off' | 'optional' | 'required'

/** What the Free Consultation and Contact Us buttons open: the short form's modal, or the case evaluation's page. */
export type EntryForm = 'short' | 'case_evaluation'

export interface SiteSettings {
  brand: string
  phone: string
  /** Ready-made tel: link for the phone number. */
  phone_href: string
  email: string
  /** Postal address shown in the footer (may be empty). */
  address: string
  social: {
    facebook: string
    youtube: string
    linkedin: string
    instagram: string
    tiktok: string
  }
  news_url: string
  /** The footer's disclaimer, as the operator wrote it. */
  footer_disclaimer: string
  /** The home page's hero: its headline and the paragraph under it ("{brand}" in it stands for the brand: withBrand). */
  hero: {
    headline: string
    subline: string
  }
  /** The main call to action's label: the home hero's button and the call-to-action bands. */
  cta_label: string
  entry_form: EntryForm
  /** The compensation pop-up: whether it opens by itself, after how long, and its headline. */
  popup: {
    enabled: boolean
    delay_seconds: number
    headline: string
  }
  /** The site's public address (CLAIMSITE_PUBLIC_URL), for canonical links and structured data. */
  public_url: string
  consent: {
    version: string
    /** Plain text, used for the collapsed 100-character view. */
    text: string
    /** The same text with links to the legal pages. */
    html: string
  }
  lead_verification: {
    mode: LeadVerificationMode
    leadid_script_url: string
    trustedform_script_url: string
  }
}

const fallbackBrand = 'Accident Claim Help'

const fallbackConsentText =
  `By clicking Submit, I confirm that I am 18 or older and agree to the Privacy Policy and Terms and Conditions, ` +
  `and I consent to receive calls, e-mails and text messages, including by automated dialing systems, ` +
  `pre-recorded or artificial voice and to wireless numbers, from ${fallbackBrand}, its affiliated brands and ` +
  `its Marketing Partners at the number and address I provided. Message and data rates may apply. ` +
  `Consent is not required to get a quote or make a purchase, and I may revoke it at any time by any reasonable means.`

/**
 * Shown until GET /api/site answers. No phone number or e-mail address is
 * made up: those render empty for the fraction of a second the call takes.
 */
export const fallbackSite: SiteSettings = {
  brand: fallbackBrand,
  phone: '',
  phone_href: '',
  email: '',
  address: '',
  social: { facebook: '', youtube: '', linkedin: '', instagram: '', tiktok: '' },
  news_url: '',
  footer_disclaimer: '',
  hero: {
    headline: 'Hurt in an accident? Get the compensation you deserve.',
    subline:
      '{brand} connects people injured in car, truck, motorcycle and other accidents with experienced personal-injury attorneys ' +
      'in their state. Tell us what happened and we reply within 24 hours.',
  },
  cta_label: 'Get a Free Consultation',
  entry_form: 'short',
  popup: { enabled: true, delay_seconds: 3, headline: 'Claim Your Personal Injury Compensation' },
  public_url: '',
  consent: {
    version: '',
    text: fallbackConsentText,
    html: fallbackConsentText
      .replace('Privacy Policy', '<a href="/privacy-policy">Privacy Policy</a>')
      .replace('Terms and Conditions', '<a href="/term-and-conditions">Terms and Conditions</a>')
      .replace('Marketing Partners', '<a href="/marketing-partner">Marketing Partners</a>'),
  },
  lead_verification: { mode: 'off', leadid_script_url: '', trustedform_script_url: '' },
}

/** A text the operator wrote with "{brand}" standing for the brand name (the hero's sub-line), as shown. */
export function withBrand(text: string, brand: string): string {
  // A function, so a '$' in the brand is not a replacement pattern.
  return text.replaceAll('{brand}', () => brand)
}

/** GET /api/site: the settings, their texts (and the consent) in lang. */
export async function getSite(lang: Language = 'en'): Promise<SiteSettings> {
  const response = await api.get<DataEnvelope<SiteSettings>>(inLanguage('/site', lang))
  return response.data
}

/**
 * The site's settings in a language. English keeps the key ['site'], the
 * prefix of every language's: invalidating it refreshes them all.
 */
export const siteQueryOptionsIn = (lang: Language) =>
  queryOptions({
    queryKey: lang === 'en' ? ['site'] : ['site', lang],
    queryFn: () => getSite(lang),
    staleTime: Infinity,
  })

export const siteQueryOptions = siteQueryOptionsIn('en')

/** Site-wide settings (brand, contact details, consent text) in the page's language, with fallbacks while loading. */
export function useSite(): SiteSettings {
  const { data } = useQuery(siteQueryOptionsIn(useLanguage()))
  return data ?? fallbackSite
}
