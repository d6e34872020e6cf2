import { screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import ServiceDetailPage from './ServiceDetailPage'

const emptyPage = {
  data: [],
  current_page: 1,
  last_page: 1,
  total: 0,
  per_page: 12,
  from: null,
  to: null,
  prev_page_url: null,
  next_page_url: null,
}

function service(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    title: 'Truck Accident',
    description: 'First paragraph.\n\nSecond paragraph.',
    path: '',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    created_at: '',
    updated_at: '',
    ...overrides,
  }
}

function stubApi(detail: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.startsWith('/api/service-detail/')) return jsonResponse(200, { data: detail })
      return jsonResponse(200, emptyPage)
    }),
  )
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/service-detail/:id" element={<ServiceDetailPage />} />
    </Routes>,
    { route: '/service-detail/4' },
  )
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ServiceDetailPage', () => {
  it('takes title, description and keywords from the SEO fields', async () => {
    stubApi(service({ seo_title: 'Truck Crash Lawyers', seo_description: 'Hit by a truck?', seo_keywords: 'truck, crash' }))
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Truck Accident' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Truck Crash Lawyers | Test Claims'))
    expect(meta('description')).toBe('Hit by a truck?')
    expect(meta('keywords')).toBe('truck, crash')
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument()
  })

  it('falls back to the spec texts when the SEO fields are empty', async () => {
    stubApi(service())
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Truck Accident' })
    await waitFor(() => expect(meta('description')).toBe('Discover our services in detail.'))
    expect(meta('keywords')).toBe('services, details, information')
  })

  it('shows the static sections: includes, call to action, guide and five questions', async () => {
    stubApi(service())
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Truck Accident' })
    for (const item of ['Free Consultation', 'Expert Team', '24/7 support']) expect(screen.getByText(item)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your insurance claim is now achievable' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Time limits for filing' })).toBeInTheDocument()
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section')!
    expect(faq.querySelectorAll('.faq-accordion__button')).toHaveLength(5)
  })
})
