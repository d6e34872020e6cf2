import { useParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { QueryStatus } from '@/components/QueryStatus'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { StateLawDescription, stateFactsIn } from '@/components/StateLawDescription'
import { ApiError } from '@/lib/api-client'
import { StateLawContactForm } from '@/features/leads/components/StateLawContactForm'
import { useStateLaw } from '@/features/state-laws/api/get-state-law'
import { StateBadge } from '@/features/state-laws/components/StateBadge'
import { StateSidebar } from '@/features/state-laws/components/StateSidebar'
import { breadcrumbData, useHead } from '@/lib/head'
import { paths, storageUrl } from '@/config/paths'
import { useSite } from '@/lib/site'
import { useErrorToast } from '@/lib/use-error-toast'
import { useTranslator } from '@/i18n/I18nProvider'
import { useLocalizedPath } from '@/i18n/use-language'
import NotFoundPage from './NotFoundPage'

export default function StateLawDetailPage() {
  const { id = '' } = useParams()
  const { t, lang } = useTranslator()
  const localize = useLocalizedPath()
  const site = useSite()
  const { brand } = site
  const stateLaw = useStateLaw(id)
  const data = stateLaw.data

  useHead({
    title: data?.seo_title || (data ? t('stateLaw.head.title', { state: data.name }) : t('stateLaw.title')),
    description: data?.seo_description || (data ? t('stateLaw.head.description', { state: data.name }) : t('stateLaw.head.descriptionAny')),
    keywords: data?.seo_keywords || undefined,
    image: data?.path ? storageUrl(data.path) : undefined,
    alternates: data?.alternates,
    structuredData: data
      ? [
          breadcrumbData(site, [
            { name: t('nav.home'), path: localize(paths.home) },
            { name: t('stateLaw.breadcrumb'), path: localize(paths.stateLaws) },
            { name: data.name, path: localize(paths.stateLawDetail(data.id)) },
          ]),
        ]
      : undefined,
  })
  useErrorToast(stateLaw.error, t('stateLaw.failed'), `state-law-${id}`)

  if (stateLaw.error instanceof ApiError && stateLaw.error.status === 404) return <NotFoundPage />

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t('stateLaw.eyebrow')}</p>
          <h1 className="page-banner__title">{data ? data.name : t('stateLaw.title')}</h1>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <div className="row g-4">
            <div className="col-lg-8">
              <QueryStatus isPending={stateLaw.isPending} isError={stateLaw.isError} />
              {data ? (
                <article className="state-law">
                  <div className="state-law__head">
                    {data.path ? (
                      <ResponsiveImage
                        image={data.image}
                        path={data.path}
                        fallbackWidth={160}
                        fallbackHeight={120}
                        displayWidth={160}
                        sizes="160px"
                        alt={t('stateLaw.outline', { state: data.name })}
                        className="state-law__image"
                        eager
                      />
                    ) : (
                      <StateBadge code={data.code} />
                    )}
                    <h2 className="state-law__title">{data.title}</h2>
                  </div>
                  {/* The server sanitizes state-law HTML on save (DESIGN.md §5); the facts' paragraphs are written in (decision 057). */}
                  <StateLawDescription description={data.description} facts={data} messages={stateFactsIn(lang)} />
                </article>
              ) : null}
              <aside className="evaluation-callout mt-5" aria-labelledby="state-evaluation-title">
                <div>
                  <h2 id="state-evaluation-title" className="evaluation-callout__title">
                    {t('stateLaw.evaluation.title')}
                  </h2>
                  <p className="evaluation-callout__text">
                    {data ? t('stateLaw.evaluation.textIn', { state: data.name }) : t('stateLaw.evaluation.text')}
                  </p>
                </div>
                <Link to={paths.caseEvaluation(data ? { state: data.code } : {})} className="btn btn-primary btn-lg">
                  {t('home.hero.evaluation')}
                </Link>
              </aside>
              <section className="form-card mt-5" id="consultation" aria-labelledby="state-form-title">
                <h2 id="state-form-title" className="form-card__title">
                  {t('stateLaw.form.title', { brand })}
                </h2>
                <p className="form-card__intro">{data ? t('stateLaw.form.introIn', { state: data.name }) : t('stateLaw.form.intro')}</p>
                <StateLawContactForm stateLawId={data?.id} />
              </section>
            </div>
            <div className="col-lg-4">
              <StateSidebar currentId={data?.id} stateName={data?.name} />
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
