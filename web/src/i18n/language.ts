/**
 * The public site's languages (decision 064): English at the route
 * table's paths, Spanish at /es plus the English path. Account, admin and
 * partner pages are English only. The Go server derives the same twins
 * (internal/webui: LanguageOf, PathIn).
 */
export type Language = 'en' | 'es'

export const LANGUAGES: readonly Language[] = ['en', 'es']

export const SPANISH_PREFIX = '/es'

/** The BCP 47 tag of each language: <html lang>, hreflang and Intl's locale. */
export const languageTags: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** Each language's name in itself, for the language switch. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' }

/** The language of a page path: Spanish under /es (any case), English otherwise. */
export function languageOf(pathname: string): Language {
  return pathname.slice(0, 3).toLowerCase() === SPANISH_PREFIX && (pathname.length === 3 || '/?#'.includes(pathname[3])) ? 'es' : 'en'
}

/** A page address without its /es: the English page's path (query and hash kept). */
export function englishPath(path: string): string {
  if (languageOf(path) === 'en') return path
  const rest = path.slice(SPANISH_PREFIX.length)
  return rest === '' || rest[0] !== '/' ? `/${rest}` : rest
}

/**
 * An English page's address in lang ('/services' → '/es/services', '/' →
 * '/es', query and hash kept); an address already in some language is
 * taken to its English page first.
 */
export function pathIn(lang: Language, path: string): string {
  const english = englishPath(path)
  if (lang === 'en') return english
  return english === '/' || english[1] === '?' || english[1] === '#' ? SPANISH_PREFIX + english.slice(1) : SPANISH_PREFIX + english
}
