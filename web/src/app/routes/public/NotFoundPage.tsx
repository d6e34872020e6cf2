import { Link } from '@/i18n/Link'
import { paths } from '@/config/paths'
import { useBackTarget } from '@/lib/back-target'
import { useHead } from '@/lib/head'

export default function NotFoundPage() {
  const backTarget = useBackTarget()
  useHead({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has been moved.',
    noindex: true,
  })
  return (
    <section className="status-page">
      <div className="container narrow text-center">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">Oops! Page Not Found.</h1>
        <p className="status-page__text">The page you are looking for does not exist or has been moved.</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link to={paths.home} className="btn btn-accent btn-lg">
            Go Back Home
          </Link>
          {backTarget ? (
            <Link to={backTarget} className="btn btn-outline-primary btn-lg">
              Back to the previous page
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  )
}
