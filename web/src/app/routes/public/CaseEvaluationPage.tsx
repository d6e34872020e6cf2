import { PageBanner } from '@/components/PageBanner'
import { CaseEvaluation } from '@/features/case-evaluation/CaseEvaluation'
import { useAllServices } from '@/features/services/api/get-all-services'
import { useTranslator } from '@/i18n/I18nProvider'
import { useHead } from '@/lib/head'

/** /case-evaluation: the evaluation, its accident types the services (?service= and ?state= fill in the first answers). */
export default function CaseEvaluationPage() {
  const { t } = useTranslator()
  useHead({
    title: t('evaluation.head.title'),
    description: t('evaluation.head.description'),
  })
  const services = useAllServices()
  return (
    <>
      <PageBanner title={t('evaluation.page.title')} subtitle={t('evaluation.page.subtitle')} />
      <section className="section section--tint evaluation-section">
        <div className="container evaluation-container">
          <CaseEvaluation accidentTypes={(services.data ?? []).map(({ id, title }) => ({ id, title }))} loading={services.isPending} />
        </div>
      </section>
    </>
  )
}
