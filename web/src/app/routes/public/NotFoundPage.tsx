import { Link } from '@/i18n/Link'
import { paths } from '@/config/paths'
import { useBackTarget } from '@/lib/back-target'
import { useHead } from '@/lib/head'
import { useTranslator } from '@/i18n/I18nProvider'

export default function NotFoundPage() {
  const backTarget = useBackTarget()
  const { t } = useTranslator()
  useHead({ title: t('notFound.head.title'), description: t('notFound.text'), noindex: true })
  return (
    <section className="status-page">
      <div className="container narrow text-center">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">{t('notFound.title')}</h1>
        <p className="status-page__text">{t('notFound.text')}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link to={paths.home} className="btn btn-accent btn-lg">
            {t('notFound.home')}
          </Link>
          {backTarget ? (
            <Link to={backTarget} className="btn btn-outline-primary btn-lg">
              {t('notFound.back')}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}
