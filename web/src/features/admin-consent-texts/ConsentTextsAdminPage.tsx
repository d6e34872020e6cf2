import { AdminPageHeader } from '@/components/admin'
import { QueryStatus } from '@/components/QueryStatus'
import { useHead } from '@/lib/head'
import { useConsentTexts } from './api/get-consent-texts'
import { ConsentHistory } from './components/ConsentHistory'
import { ConsentTextEditor } from './components/ConsentTextEditor'
import './admin-consent-texts.scss'

/**
 * /admin/consent-text: the consent statement the forms show. Each
 * publication is a new version; versions are never changed or deleted,
 * and every lead keeps the one its visitor saw.
 */
export default function ConsentTextsAdminPage() {
  useHead({ title: 'Consent Text' })
  const list = useConsentTexts()
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Consent Text"
        intro="What visitors agree to when they tick the consent box. Each published wording is kept as a version."
      />
      {list.data ? (
        <>
          <ConsentTextEditor current={list.data.find((p) => p.current)} />
          <ConsentHistory items={list.data} />
        </>
      ) : (
        <QueryStatus isPending={list.isPending} isError={list.isError} />
      )}
    </div>
  )
}
