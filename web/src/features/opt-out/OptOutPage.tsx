import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { PageBanner } from '@/components/PageBanner'
import { paths } from '@/config/paths'
import { useTranslator } from '@/i18n/I18nProvider'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'
import { useHydrated } from '@/lib/use-hydrated'
import type { OptOutRecord } from './api/create-opt-out'
import { LinkRefused, LinkWithdrawal } from './components/LinkWithdrawal'
import { OptOutConfirmation } from './components/OptOutConfirmation'
import { OptOutForm } from './components/OptOutForm'

/**
 * /opt-out: a visitor withdraws their consent to be contacted. Opened from a
 * confirmation e-mail's link (/opt-out?token=…), it first offers one button
 * that withdraws without typing; a link used or expired gets a plain answer
 * and the ordinary form.
 */
export default function OptOutPage() {
  const site = useSite()
  const { t, rich } = useTranslator()
  const [done, setDone] = useState<{ record: OptOutRecord; message: string } | null>(null)
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  // The server renders the page without its query: the link's mode starts
  // once the app runs, so the server's page and the first render agree.
  const hydrated = useHydrated()
  const [link, setLink] = useState<'offered' | 'set aside' | { refused: string }>('offered')
  useHead({
    title: t('privacy.optOut.head.title'),
    description: t('privacy.optOut.head.description', { brand: site.brand }),
  })

  return (
    <>
      <PageBanner title={t('privacy.optOut.title')} subtitle={t('privacy.optOut.subtitle')} />
      <section className="section">
        <div className="container narrow">
          <div className="row g-4">
            <div className="col-lg-5 order-lg-2">
              <h2 className="h5">{t('privacy.optOut.next.title')}</h2>
              <ul>
                <li>{t('privacy.optOut.next.stop')}</li>
                <li>{t('privacy.optOut.next.told')}</li>
                <li>{t('privacy.optOut.next.when')}</li>
              </ul>
              <p className="text-body-secondary">
                {t('privacy.optOut.next.otherWays', {
                  contact: site.phone && site.email ? 'both' : site.phone ? 'phone' : site.email ? 'email' : 'none',
                  phone: site.phone,
                  email: site.email,
                })}{' '}
                {rich('privacy.optOut.next.readPolicy', { link: (chunks) => <Link to={paths.privacyPolicy}>{chunks}</Link> })}
              </p>
            </div>
            <div className="col-lg-7 order-lg-1">
              {done ? (
                <OptOutConfirmation
                  record={done.record}
                  message={done.message}
                  onAgain={() => {
                    setDone(null)
                    setLink('set aside')
                  }}
                />
              ) : hydrated && token !== '' && link === 'offered' ? (
                <LinkWithdrawal
                  token={token}
                  onDone={(record, message) => setDone({ record, message })}
                  onRefused={(message) => setLink({ refused: message })}
                />
              ) : (
                <>
                  {typeof link === 'object' ? <LinkRefused message={link.refused} /> : null}
                  <OptOutForm onDone={(record, message) => setDone({ record, message })} />
                </>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
