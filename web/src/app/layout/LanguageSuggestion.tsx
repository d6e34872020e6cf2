import { useState } from 'react'
import { Icon } from '@/components/Icon'
import { useTranslator } from '@/i18n/I18nProvider'
import { languageTags, type Language } from '@/i18n/language'
import { useHydrated } from '@/lib/use-hydrated'
import { useOtherLanguagePage } from './LanguageSwitch'

/** Set once the visitor closes the suggestion: it is not offered again in this browser. */
export const LANGUAGE_SUGGESTION_KEY = 'claimsite.language-suggestion-dismissed'

/** The site's language the browser prefers: the first of its languages the site has (es-MX is Spanish), if any. */
export function preferredLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (primary === 'en' || primary === 'es') return primary
  }
  return null
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_SUGGESTION_KEY) === '1'
  } catch {
    return false
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(LANGUAGE_SUGGESTION_KEY, '1')
  } catch {
    // Storage refused (private mode): closed for this page view only.
  }
}

/**
 * Offers the page in the other language to a browser that prefers it (a
 * Spanish-preferring browser on an English page, and the reverse), in
 * that language: its words are in the page's catalogue under
 * language.suggestion.*, each written in the language it offers, like the
 * switch's. Only a suggestion, never a redirect (decision 064); shown once
 * the page runs in the browser (the server knows nothing of the browser's
 * languages, and the hydrating render must match its HTML), fixed over the
 * bottom of the window so it moves nothing on the page, and not again once
 * closed.
 */
export function LanguageSuggestion() {
  const { t } = useTranslator()
  const hydrated = useHydrated()
  const other = useOtherLanguagePage()
  const [closed, setClosed] = useState(false)
  if (!hydrated || !other || closed || preferredLanguage(browserLanguages()) !== other.lang || wasDismissed()) return null
  const tag = languageTags[other.lang]
  return (
    <div className="language-suggestion" role="region" aria-label={t('language.suggestion.label')} lang={tag}>
      <p className="language-suggestion__text">
        {t('language.suggestion.text')}{' '}
        <a href={other.href} hrefLang={tag} className="language-suggestion__link">
          {t('language.suggestion.link')}
        </a>
      </p>
      <button
        type="button"
        className="language-suggestion__close"
        aria-label={t('language.suggestion.close')}
        onClick={() => {
          rememberDismissed()
          setClosed(true)
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  )
}
