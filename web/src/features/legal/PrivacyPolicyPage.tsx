import { lazy } from 'react'
import { LegalPage } from './LegalPage'

/** The Privacy Policy, in the page's language. */
const documents = {
  en: lazy(() => import('./PrivacyPolicyEn')),
  es: lazy(() => import('./PrivacyPolicyEs')),
}

export default function PrivacyPolicyPage() {
  return <LegalPage name="privacy" documents={documents} />
}
