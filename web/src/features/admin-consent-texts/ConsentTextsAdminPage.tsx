import { useState } from 'react'
import { AdminPageHeader } from '@/components/admin'
import { QueryStatus } from '@/components/QueryStatus'
import { useHead } from '@/lib/head'
import { useConsentTexts } from './api/get-consent-texts'
import { ConsentHistory } from './components/ConsentHistory'
import { ConsentTextEditor } from './components/ConsentTextEditor'
import { CONSENT_LANGUAGES, type ConsentLanguage } from './types'
import './admin-consent-texts.scss'

/**
 * /admin/consent-text: the consent statement the forms show, per language
 * (decision 066). Each publication is a new version; versions are never
 * changed or deleted, and every lead keeps the one its visitor saw. While
 * no Spanish text is published, the Spanish pages show the English form.
 */
export default function ConsentTextsAdminPage() {
  useHead({ title: 'Consent Text' })
  const list = useConsentTexts()
  const [language, setLanguage] = useState<ConsentLanguage>('en')
  const items = list.data?.filter((p) => p.language === language)
  const current = items?.find((p) => p.current)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Consent Text"
        intro="What visitors agree to when they tick the consent box, in each language of the site. Each published wording is kept as a version."
      />
      <div className="btn-group mb-3" role="group" aria-label="Language">
        {CONSENT_LANGUAGES.map((l) => (
          <button
            key={l.value}
            type="button"
            className={`btn ${language === l.value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={language === l.value}
            onClick={() => setLanguage(l.value)}
          >
            {l.label}
          </button>
        ))}
      </div>
      {items ? (
        <>
          {language === 'es' && !current ? (
            <p className="alert alert-info" role="status">
              No Spanish text is published yet: the Spanish pages show the English form with the English consent text until you publish one.
            </p>
          ) : null}
          <ConsentTextEditor key={language} language={language} current={current} />
          <ConsentHistory items={items} />
        </>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} />
      )}
    </div>
  )
}
