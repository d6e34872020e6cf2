import { PageBanner } from '@/components/PageBanner'
import { CaseEvaluation } from '@/features/case-evaluation/CaseEvaluation'
import { useAllServices } from '@/features/services/api/get-all-services'
import { useHead } from '@/lib/head'

/** /case-evaluation: the evaluation, its accident types the services (?service= and ?state= fill in the first answers). */
export default function CaseEvaluationPage() {
  useHead({
    title: 'Free Case Evaluation',
    description:
      'Answer six short questions about your accident: the type, when and where it happened, your injuries and treatment. Free, without obligation, and an attorney licensed in your state may contact you.',
  })
  const services = useAllServices()
  return (
    <>
      <PageBanner title="Free Case Evaluation" subtitle="Tell us about your accident in six short steps." />
      <section className="section section--tint evaluation-section">
        <div className="container evaluation-container">
          <CaseEvaluation accidentTypes={(services.data ?? []).map(({ id, title }) => ({ id, title }))} loading={services.isPending} />
        </div>
      </section>
    </>
  )
}
