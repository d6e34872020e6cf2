import { useCallback, type ComponentProps } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type NavigateOptions, type To } from 'react-router'
import { matchRoute } from '@/config/routes'
import { useLanguage } from './use-language'
import { languageOf, pathIn, type Language } from './language'

/**
 * Where a link of a page in lang goes: a public page's address in that
 * language; an account page (English only), an address already under /es,
 * or one outside the site as it is.
 */
export function localize(to: To, lang: Language): To {
  if (lang === 'en' || typeof to !== 'string' || !to.startsWith('/') || languageOf(to) === 'es') return to
  const match = matchRoute(to.replace(/[?#].*$/, ''))
  return match?.route.area === 'public' ? pathIn(lang, to) : to
}

/** react-router's Link, staying in the page's language. Public code links with this one (ESLint enforces it). */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localize(to, useLanguage())} {...props} />
}

/** react-router's NavLink, staying in the page's language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localize(to, useLanguage())} {...props} />
}

/** useNavigate, staying in the page's language. */
export function useLocalizedNavigate() {
  const navigate = useNavigate()
  const lang = useLanguage()
  return useCallback((to: To, options?: NavigateOptions) => navigate(localize(to, lang), options), [navigate, lang])
}
