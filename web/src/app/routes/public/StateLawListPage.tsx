import { Link } from '@/i18n/Link'
import { ContactButton } from '@/components/ContactButton'
import { PageBanner } from '@/components/PageBanner'
import { QueryStatus } from '@/components/QueryStatus'
import { paths } from '@/config/paths'
import { useStates } from '@/features/state-laws/api/get-states'
import { StateBadge } from '@/features/state-laws/components/StateBadge'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'

export default function StateLawListPage() {
  useHead({
    title: 'State Laws',
    description:
      'Personal-injury law in all 50 states and DC: statutes of limitations, comparative and contributory negligence rules, and how to get a free consultation.',
  })
  const states = useStates()
  useErrorToast(states.error, 'Failed to load states', 'states-load')

  return (
    <>
      <PageBanner title="State Laws" subtitle="Deadlines and fault rules for injury claims differ from state to state. Choose yours." />
      <section className="section">
        <div className="container">
          <QueryStatus isPending={states.isPending} isError={states.isError} />
          <ul className="row g-3 list-unstyled">
            {(states.data ?? []).map((state) => (
              <li key={state.id} className="col-6 col-md-3">
                <Link to={paths.stateLawDetail(state.id)} className="state-card" target="_blank" rel="noopener">
                  <StateBadge code={state.code} />
                  <span className="state-card__name">{state.name}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="text-center mt-5">
            <p>Not sure which state’s law applies? Usually it is the state where the accident happened.</p>
            <ContactButton className="btn btn-accent btn-lg">Get a Free Consultation</ContactButton>
          </div>
        </div>
      </section>
    </>
  )
}
