import { useParams } from 'react-router'
import { Link } from '@/i18n/Link'
import { QueryStatus } from '@/components/QueryStatus'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { StateLawDescription } from '@/components/StateLawDescription'
import { ApiError } from '@/lib/api-client'
import { StateLawContactForm } from '@/features/leads/components/StateLawContactForm'
import { useStateLaw } from '@/features/state-laws/api/get-state-law'
import { StateBadge } from '@/features/state-laws/components/StateBadge'
import { StateSidebar } from '@/features/state-laws/components/StateSidebar'
import { breadcrumbData, useHead } from '@/lib/head'
import { paths, storageUrl } from '@/config/paths'
import { useSite } from '@/lib/site'
import { useErrorToast } from '@/lib/use-error-toast'
import NotFoundPage from './NotFoundPage'

export default function StateLawDetailPage() {
  const { id = '' } = useParams()
  const site = useSite()
  const { brand } = site
  const stateLaw = useStateLaw(id)
  const data = stateLaw.data

  useHead({
    title: data?.seo_title || (data ? `${data.name} Personal Injury Law` : 'State Law'),
    description:
      data?.seo_description ||
      (data
        ? `${data.name} personal-injury law: filing deadlines, fault rules and how to get a free consultation.`
        : 'Personal-injury law by state: filing deadlines, fault rules and a free consultation.'),
    keywords: data?.seo_keywords || undefined,
    image: data?.path ? storageUrl(data.path) : undefined,
    structuredData: data
      ? [
          breadcrumbData(site, [
            { name: 'Home', path: paths.home },
            { name: 'State laws', path: paths.stateLaws },
            { name: data.name, path: paths.stateLawDetail(data.id) },
          ]),
        ]
      : undefined,
  })
  useErrorToast(stateLaw.error, 'Failed to load the state law', `state-law-${id}`)

  if (stateLaw.error instanceof ApiError && stateLaw.error.status === 404) return <NotFoundPage />

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">State law</p>
          <h1 className="page-banner__title">{data ? data.name : 'State Law'}</h1>
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
                        alt={`Outline of ${data.name}`}
                        className="state-law__image"
                        eager
                      />
                    ) : (
                      <StateBadge code={data.code} />
                    )}
                    <h2 className="state-law__title">{data.title}</h2>
                  </div>
                  {/* The server sanitizes state-law HTML on save (DESIGN.md §5); the facts' paragraphs are written in (decision 057). */}
                  <StateLawDescription description={data.description} facts={data} />
                </article>
              ) : null}
              <aside className="evaluation-callout mt-5" aria-labelledby="state-evaluation-title">
                <div>
                  <h2 id="state-evaluation-title" className="evaluation-callout__title">
                    Free case evaluation
                  </h2>
                  <p className="evaluation-callout__text">
                    Answer six short questions about your accident{data ? ` in ${data.name}` : ''}: the date, your injuries and who was at
                    fault. It takes about two minutes.
                  </p>
                </div>
                <Link to={paths.caseEvaluation(data ? { state: data.code } : {})} className="btn btn-primary btn-lg">
                  Start a free case evaluation
                </Link>
              </aside>
              <section className="form-card mt-5" id="consultation" aria-labelledby="state-form-title">
                <h2 id="state-form-title" className="form-card__title">
                  Get {brand}!
                </h2>
                <p className="form-card__intro">
                  Hurt in {data ? data.name : 'your state'}? Leave your details and an attorney who knows the local rules can review your
                  claim for free.
                </p>
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
