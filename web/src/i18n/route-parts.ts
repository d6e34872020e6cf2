import { matchRoute } from '@/config/routes'
import { languageOf } from './language'
import { loadPart, type Part } from './messages'

/** The catalogue parts each page shows besides the core, by route name. */
export const routeParts: Partial<Record<string, readonly Part[]>> = {
  about: ['about'],
  services: ['services'],
  serviceDetail: ['services'],
  caseEvaluation: ['evaluation'],
  optOut: ['privacy'],
  privacyRequest: ['privacy'],
  privacyRequestConfirm: ['privacy'],
  marketingPartners: ['legal'],
  privacyPolicy: ['legal'],
  terms: ['legal'],
  californiaPrivacy: ['legal'],
}

/** Loads the parts the page at pathname shows (before it hydrates). */
export function loadPageParts(pathname: string): Promise<unknown> {
  const name = matchRoute(pathname)?.route.name
  const lang = languageOf(pathname)
  return Promise.all((routeParts[name ?? ''] ?? []).map((part) => loadPart(lang, part)))
}
