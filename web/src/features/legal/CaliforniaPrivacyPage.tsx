import { lazy } from 'react'
import { LegalPage } from './LegalPage'

/** The California Privacy Notice, in the page's language. */
const documents = {
  en: lazy(() => import('./CaliforniaPrivacyEn')),
  es: lazy(() => import('./CaliforniaPrivacyEs')),
}

export default function CaliforniaPrivacyPage() {
  return <LegalPage name="california" documents={documents} />
}
