import type { ReactElement } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { questionsQueryOptions } from '@/features/faqs/api/get-questions'
import type { Paginated } from '@/lib/api-client'
import { I18nProvider } from '@/i18n/I18nProvider'
import { loadMessages } from '@/i18n/messages'
import { siteQueryOptions } from '@/lib/site'
import { testSite } from '@/testing/render'
import FaqsPage from './FaqsPage'

// The server renders with its catalogue loaded, and so does a hydrating browser.
beforeAll(async () => {
  await loadMessages('en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const questions: Paginated<{ id: number; faq_question: string; answer: string }> = {
  data: [
    { id: 1, faq_question: 'How long do I have to file?', answer: 'It depends on the state.' },
    { id: 2, faq_question: 'What does it cost?', answer: 'Nothing unless you win.' },
  ],
  current_page: 1,
  last_page: 1,
  total: 2,
  per_page: 10,
  from: 1,
  to: 2,
  prev_page_url: null,
  next_page_url: null,
}

/** The page with its questions already loaded, as the server and a hydrating browser have them. */
function page(url: string): ReactElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  queryClient.setQueryData(questionsQueryOptions(1, 'en').queryKey, questions)
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <I18nProvider>
          <FaqsPage />
        </I18nProvider>
      </MemoryRouter>
    </QueryClientProvider>
  )
}

function card(question: string): HTMLElement {
  return screen.getByRole('heading', { name: question }).closest('li') as HTMLElement
}

describe('FaqsPage', () => {
  it('marks the question the #fragment names when the app draws the page (a link from site search)', () => {
    render(page('/Faqs?page=1#question-2'))
    expect(card('What does it cost?')).toHaveClass('is-target')
    expect(card('How long do I have to file?')).not.toHaveClass('is-target')
  })

  it('hydrates the server HTML (which never saw the #fragment) without a mismatch, then marks the question', async () => {
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    const container = document.createElement('div')
    container.innerHTML = renderToString(page('/Faqs'))
    document.body.appendChild(container)
    expect(container.querySelector('.is-target')).toBeNull()

    await act(async () => {
      hydrateRoot(container, page('/Faqs#question-2'), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(card('What does it cost?')).toHaveClass('is-target')
    expect(card('How long do I have to file?')).not.toHaveClass('is-target')
    container.remove()
  })
})
