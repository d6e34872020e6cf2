import { lazy } from 'react'
import { LegalPage } from './LegalPage'

/** The Terms and Conditions, in the page's language. */
const documents = {
  en: lazy(() => import('./TermsEn')),
  es: lazy(() => import('./TermsEs')),
}

export default function TermsPage() {
  return <LegalPage name="terms" documents={documents} />
}
