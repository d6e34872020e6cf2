import type { Language } from './language'

/**
 * A public content request in a language: the API answers a Spanish page's
 * records in Spanish (?lang=es), leaving out those without a Spanish
 * version (decision 064). English is the API's default and adds nothing,
 * so English requests keep the addresses the answer cache already knows.
 */
export function inLanguage(path: string, lang: Language): string {
  if (lang === 'en') return path
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
}

/** A detail answer's page in each language (null: no version in that language). */
export type Alternates = Partial<Record<Language, string | null>>
