import { Link } from '@/i18n/Link'
import { ContactButton } from '@/components/ContactButton'
import { PageBanner } from '@/components/PageBanner'
import { QueryStatus } from '@/components/QueryStatus'
import { paths } from '@/config/paths'
import { useStates } from '@/features/state-laws/api/get-states'
import { StateBadge } from '@/features/state-laws/components/StateBadge'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'
import { useTranslator } from '@/i18n/I18nProvider'

export default function StateLawListPage() {
  const { t } = useTranslator()
  useHead({ title: t('stateLaws.title'), description: t('stateLaws.head.description') })
  const states = useStates()
  useErrorToast(states.error, t('header.statesFailed'), 'states-load')

  return (
    <>
      <PageBanner title={t('stateLaws.title')} subtitle={t('stateLaws.subtitle')} />
      <section className="section">
        <div className="container">
          <QueryStatus isPending={states.isPending} isError={states.isError} />
          <ul className="row g-3 list-unstyled">
            {(states.data ?? []).map((state) => (
              <li key={state.id} className="col-6 col-md-3">
                <Link to={paths.stateLawDetail(state.id)} className="state-card" target="_blank" rel="noopener">
                  <StateBadge code={state.code} />
                  <span className="state-card__name">{state.name}</span>
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="text-center mt-5">
            <p>{t('stateLaws.whichState')}</p>
            <ContactButton className="btn btn-accent btn-lg">{t('stateLaws.cta')}</ContactButton>
          </div>
        </div>
      </section>
    </>
  )
}
