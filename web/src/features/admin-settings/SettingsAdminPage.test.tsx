import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SESSION_KEY } from '@/lib/api-client'
import { siteQueryOptions } from '@/lib/site'
import { jsonResponse, testSite } from '@/testing/render'
import SettingsAdminPage from './SettingsAdminPage'
import type { Settings } from './types'

const saved: Settings = {
  brand: 'Accident Claim Help',
  phone: '1-888-555-0142',
  email: 'help@claims.example',
  address: '',
  facebook_url: 'https://www.facebook.com/',
  youtube_url: '',
  linkedin_url: '',
  instagram_url: '',
  tiktok_url: '',
  news_url: 'https://news.example/',
  footer_disclaimer: 'This website is an advertisement.',
  hero_headline: 'Hurt in an accident? Get the compensation you deserve.',
  hero_subline: '{brand} connects people injured in accidents with attorneys in their state.',
  cta_label: 'Get a Free Consultation',
  entry_form: 'short',
  popup_enabled: true,
  popup_delay_seconds: 3,
  popup_headline: 'Claim Your Personal Injury Compensation',
  lead_verification: 'optional',
  leadid_script_url: '',
  trustedform_script_url: '',
  notify_emails: ['ops@claims.example'],
  confirmation_email: true,
  language_fallback: true,
  lead_retention_years: 4,
  conversion_name: 'Qualified lead',
  conversion_value: 0,
  conversion_currency: 'USD',
  operator_timezone: 'America/New_York',
  return_window_days: 7,
  payment_instructions: '',
  es: {
    footer_disclaimer: '',
    hero_headline: '¿Se lesionó en un accidente?',
    hero_subline: '{brand} pone en contacto a personas lesionadas con abogados.',
    cta_label: 'Pida su consulta gratuita',
    popup_headline: 'Reclame su compensación',
  },
}

interface Call {
  method: string
  path: string
  body: unknown
}

function fakeServer(put: (body: Record<string, unknown>) => Response) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test.local')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/admin/settings' && method === 'GET') return jsonResponse(200, { data: saved })
      if (url.pathname === '/api/admin/settings' && method === 'PUT') return put(body as Record<string, unknown>)
      if (url.pathname === '/api/site') return jsonResponse(200, { data: testSite() })
      return jsonResponse(404, { message: 'not stubbed' })
    }),
  )
  return calls
}

function renderPage() {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'admin-token' }))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(siteQueryOptions.queryKey, testSite())
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/settings']}>
        <SettingsAdminPage />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('SettingsAdminPage', () => {
  it('shows the settings in sections and saves the whole object', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    const phone = await screen.findByLabelText('Phone')
    expect(phone).toHaveValue('1-888-555-0142')
    for (const name of [
      'Brand and contact',
      'Social links and News',
      'Footer',
      'Home page',
      'Compensation pop-up',
      'Lead verification',
      'Notifications',
      'Data retention',
      'Conversions and partner returns',
    ]) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Operator notification addresses')).toHaveValue('ops@claims.example')

    await user.clear(phone)
    await user.type(phone, '1-877-555-0199')
    await user.type(screen.getByLabelText('Operator notification addresses'), '{Enter}owner@claims.example')
    await user.clear(screen.getByLabelText('Delay (seconds)'))
    await user.type(screen.getByLabelText('Delay (seconds)'), '8')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({
      ...saved,
      phone: '1-877-555-0199',
      popup_delay_seconds: 8,
      notify_emails: ['ops@claims.example', 'owner@claims.example'],
    })
    // The public settings are read again, so the admin area's brand follows.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/site')).toBe(true))
  })

  it('shows the server’s 422 errors under their fields', async () => {
    const user = userEvent.setup()
    fakeServer(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: {
          phone: ['Enter a US phone number of 10 digits.'],
          leadid_script_url: ['The LeadiD script URL must be an https:// address.'],
        },
      }),
    )
    renderPage()
    await screen.findByLabelText('Phone')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Enter a US phone number of 10 digits.')).toBeInTheDocument()
    expect(screen.getByText('The LeadiD script URL must be an https:// address.')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Phone')).toHaveFocus()
  })

  it('checks values in the browser before sending', async () => {
    const user = userEvent.setup()
    const calls = fakeServer(() => jsonResponse(200, { message: 'Settings saved.', data: saved }))
    renderPage()
    await screen.findByLabelText('Phone')
    await user.type(screen.getByLabelText('LeadiD script URL'), 'http://create.lidstatic.com/c.js')
    await user.clear(screen.getByLabelText(/personal data for/))
    await user.type(screen.getByLabelText(/personal data for/), '11')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('The LeadiD script URL must be an https:// address.')).toBeInTheDocument()
    expect(screen.getByText('The lead retention must be between 1 and 10 years.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  it('edits the conversion export and return window settings', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const value = await screen.findByLabelText('Conversion value')
    await user.clear(value)
    await user.type(value, '150.5')
    await user.clear(screen.getByLabelText('Conversion currency'))
    await user.type(screen.getByLabelText('Conversion currency'), 'eur')
    await user.clear(screen.getByLabelText('Your time zone'))
    await user.type(screen.getByLabelText('Your time zone'), 'America/Chicago')
    await user.clear(screen.getByLabelText('Return window (days)'))
    await user.type(screen.getByLabelText('Return window (days)'), '91')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('The return window must be between 1 and 90 days.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    await user.clear(screen.getByLabelText('Return window (days)'))
    await user.type(screen.getByLabelText('Return window (days)'), '14')
    await user.type(screen.getByLabelText('Payment instructions'), 'Wire to First Bank{enter}Account 000123')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.body).toMatchObject({
      conversion_value: 150.5,
      conversion_currency: 'EUR',
      operator_timezone: 'America/Chicago',
      return_window_days: 14,
      payment_instructions: 'Wire to First Bank\nAccount 000123',
    })
  })

  it('asks for the pop-up headline only while the pop-up is on', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const headline = await screen.findByLabelText('Headline')
    await user.clear(headline)
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('The pop-up headline field is required.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    await user.click(screen.getByRole('switch', { name: 'Show the compensation pop-up' }))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ popup_enabled: false, popup_headline: '' })
  })

  it('edits the home page’s words and where the consultation buttons lead', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const home = within(await screen.findByRole('group', { name: 'Home page' }))
    expect(home.getByLabelText('Home page headline')).toHaveValue(saved.hero_headline)
    expect(home.getByLabelText('Home page headline')).toHaveAttribute('maxLength', '120')
    expect(home.getByLabelText('Sub-line')).toHaveAttribute('maxLength', '300')
    expect(home.getByLabelText('Sub-line')).toHaveAccessibleDescription(/\{brand\} is replaced by the brand name/)
    expect(home.getByLabelText('Main button label')).toHaveAttribute('maxLength', '40')
    const entry = within(home.getByRole('group', { name: 'What the Free Consultation and Contact Us buttons open' }))
    expect(entry.getByRole('radio', { name: 'Short form (pop-up)' })).toBeChecked()
    expect(entry.getByRole('radio', { name: 'Case evaluation (/case-evaluation)' })).not.toBeChecked()

    await user.clear(home.getByLabelText('Main button label'))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('The main button label field is required.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    await user.type(home.getByLabelText('Main button label'), 'Check My Claim')
    await user.clear(home.getByLabelText('Home page headline'))
    await user.type(home.getByLabelText('Home page headline'), 'Injured? See what your claim is worth.')
    await user.click(entry.getByRole('radio', { name: 'Case evaluation (/case-evaluation)' }))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      hero_headline: 'Injured? See what your claim is worth.',
      hero_subline: saved.hero_subline,
      cta_label: 'Check My Claim',
      entry_form: 'case_evaluation',
    })
  })

  it('turns the visitors’ confirmation e-mail off', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const toggle = await screen.findByRole('switch', { name: 'E-mail each visitor a confirmation of their request' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/a link that withdraws their consent/)
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ confirmation_email: false })
  })

  it('turns the language fallback off', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const toggle = await screen.findByRole('switch', { name: 'Send leads in a language no eligible firm speaks to other firms' })
    expect(toggle).toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/marked as a language fallback/)
    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ language_fallback: false })
  })

  it('shows what the server stored after a save, with nothing left unsaved', async () => {
    const user = userEvent.setup()
    fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body, phone: '1-877-555-0199' } }))
    renderPage()
    const phone = await screen.findByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, '(877) 555 0199')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument()
    expect(phone).toHaveValue('1-877-555-0199')
  })
})

describe('SettingsAdminPage in Spanish', () => {
  it('edits each text setting in Spanish beside the English, saved under es, and says which have none', async () => {
    const user = userEvent.setup()
    const calls = fakeServer((body) => jsonResponse(200, { message: 'Settings saved.', data: { ...saved, ...body } }))
    renderPage()
    const cta = await screen.findByLabelText('Main button label (Spanish)')
    expect(cta).toHaveValue('Pida su consulta gratuita')
    expect(screen.getByRole('status')).toHaveTextContent('Footer disclaimer: the Spanish pages show the English text')
    expect(screen.getByLabelText('Footer disclaimer (Spanish)')).toHaveAccessibleDescription(
      'No Spanish yet: the Spanish pages show the English text.',
    )
    await user.type(screen.getByLabelText('Footer disclaimer (Spanish)'), 'Este sitio web es un anuncio.')
    expect(screen.queryByRole('status')).toBeNull()
    await user.clear(cta)
    await user.type(cta, 'Hable con un abogado')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')!
    expect((put.body as Settings).es).toEqual({
      ...saved.es,
      footer_disclaimer: 'Este sitio web es un anuncio.',
      cta_label: 'Hable con un abogado',
    })
  })

  it('shows the server’s 422 on a Spanish text under it', async () => {
    const user = userEvent.setup()
    fakeServer(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { 'es.cta_label': ['The Spanish main button label may not be longer than 40 characters.'] },
      }),
    )
    renderPage()
    const cta = await screen.findByLabelText('Main button label (Spanish)')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(cta).toHaveAttribute('aria-invalid', 'true'))
    expect(cta).toHaveAccessibleDescription(expect.stringContaining('The Spanish main button label may not be longer than 40 characters.'))
  })
})
