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

export default function FaqsPage() {
  useHead({
    title: 'Asked Questions',
    description:
      'Answers to common questions about accident and personal-injury claims: deadlines, costs, fault, insurers and what happens after you contact us.',
  })
  // ?page= picks the page on load too: site-search hits link to
  // /Faqs?page=N#question-{id}, and RouteEffects scrolls to the question once it renders.
  const [page, setPage] = usePageParam('questions')
  const { hash } = useLocation()
  // The server never sees the #fragment: the question it names is marked
  // once the page runs in the browser, so the hydrating render matches the server's.
  const target = useHydrated() ? hash : ''
  const questions = useQuestions(page)
  useErrorToast(questions.error, 'Failed to load questions', 'questions-load')

  return (
    <>
      <PageBanner title="Asked Questions" subtitle="Straight answers about accident claims. Still unsure? Ask us directly." />
      <section className="section">
        <div className="container narrow">
          <h2 id="questions" className="visually-hidden">
            Questions and answers
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
                <ContactButton className="btn btn-outline-primary btn-sm">Contact Us</ContactButton>
              </li>
            ))}
          </ol>
          {questions.data ? <Pagination meta={questions.data} label="Question pages" onPageChange={setPage} /> : null}
        </div>
      </section>
    </>
  )
}
