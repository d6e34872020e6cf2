import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { canonicalPath, matchRoute } from '@/config/routes'
import { postQueryOptions } from '@/features/blog/api/get-post'
import { serviceQueryOptions } from '@/features/services/api/get-service'
import { stateLawQueryOptions } from '@/features/state-laws/api/get-state-law'
import type { Alternates } from '@/i18n/content'
import { languageTags, type Language } from '@/i18n/language'
import { pageAlternates } from '@/lib/head'
import { useTranslator } from '@/i18n/I18nProvider'

/**
 * The record a page shows, as its page fetched it (never fetched here):
 * its answer says where its other language's page is.
 */
function useRecordAlternates(kind: string | undefined, key: string, lang: Language): Alternates | undefined {
  const { queryKey } =
    kind === 'post' ? postQueryOptions(key, lang) : kind === 'service' ? serviceQueryOptions(key, lang) : stateLawQueryOptions(key, lang)
  const { data } = useQuery<{ alternates?: Alternates }>({ queryKey: [...queryKey], enabled: false })
  return kind ? data?.alternates : undefined
}

/**
 * The same page in the other language: a plain link, so that page loads
 * as a document in its own language, as a visitor from a search would see
 * it. Never a redirect by browser language or cookie (decision 064). A
 * record page without a version in the other language shows no switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslator()
  const { pathname, search } = useLocation()
  const match = matchRoute(pathname)
  const key = match ? (Object.values(match.params)[0] ?? '') : ''
  const record = useRecordAlternates(match?.route.record, key, match?.language ?? 'en')
  const canonical = canonicalPath(pathname, search)
  if (!match || match.route.area !== 'public' || canonical === null) return null
  const other: Language = match.language === 'en' ? 'es' : 'en'
  const target = pageAlternates(canonical, record)[other]
  if (target === null) return null
  return (
    <a href={target} hrefLang={languageTags[other]} lang={languageTags[other]} className={className} aria-label={t('language.switchLabel')}>
      {t('language.switch')}
    </a>
  )
}
