import { useLocation } from 'react-router'
import { ContactButton } from '@/components/ContactButton'
import { PageBanner } from '@/components/PageBanner'
import { Pagination } from '@/components/Pagination'
import { QueryStatus } from '@/components/QueryStatus'
import { useQuestions } from '@/features/faqs/api/get-questions'
import { useHead } from '@/lib/head'
import { useErrorToast } from '@/lib/use-error-toast'
import { useHydrated } from '@/lib/use-hydrated'
import { usePageParam } from '@/lib/use-page-param'
import { useTranslator } from '@/i18n/I18nProvider'

export default function FaqsPage() {
  const { t } = useTranslator()
  useHead({ title: t('faqs.title'), description: t('faqs.head.description') })
  // ?page= picks the page on load too: site-search hits link to
  // /Faqs?page=N#question-{id}, and RouteEffects scrolls to the question once it renders.
  const [page, setPage] = usePageParam('questions')
  const { hash } = useLocation()
  // The server never sees the #fragment: the question it names is marked
  // once the page runs in the browser, so the hydrating render matches the server's.
  const target = useHydrated() ? hash : ''
  const questions = useQuestions(page)
  useErrorToast(questions.error, t('faqs.failed'), 'questions-load')

  return (
    <>
      <PageBanner title={t('faqs.title')} subtitle={t('faqs.subtitle')} />
      <section className="section">
        <div className="container narrow">
          <h2 id="questions" className="visually-hidden">
            {t('faqs.list')}
          </h2>
          <QueryStatus isPending={questions.isPending} isError={questions.isError} />
          <ol className="question-list list-unstyled">
            {(questions.data?.data ?? []).map((question) => (
              <li
                key={question.id}
                id={`question-${question.id}`}
                className={`question-card${target === `#question-${question.id}` ? ' is-target' : ''}`}
              >
                <h3 className="question-card__question">{question.faq_question}</h3>
                <p className="question-card__answer">{question.answer}</p>
                <ContactButton className="btn btn-outline-primary btn-sm">{t('nav.contact')}</ContactButton>
              </li>
            ))}
          </ol>
          {questions.data ? <Pagination meta={questions.data} label={t('faqs.pages')} onPageChange={setPage} /> : null}
        </div>
      </section>
    </>
  )
}
