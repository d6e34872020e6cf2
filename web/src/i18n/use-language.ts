import { useLocation } from 'react-router'
import { languageOf, pathIn, type Language } from './language'

/** The language of the page being shown (its path: /es is Spanish). */
export function useLanguage(): Language {
  return languageOf(useLocation().pathname)
}

/** Turns an English page path into the current page's language. */
export function useLocalizedPath(): (path: string) => string {
  const lang = useLanguage()
  return (path) => pathIn(lang, path)
}
