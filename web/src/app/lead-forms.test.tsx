import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CaseEvaluation } from '@/features/case-evaluation/CaseEvaluation'
import { ConsultationForm } from '@/features/leads/components/ConsultationForm'
import { StateLawContactForm } from '@/features/leads/components/StateLawContactForm'
import { LEADID_FIELD, TRUSTEDFORM_FIELD } from '@/lib/lead-verification'
import { stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders, testSite } from '@/testing/render'

// The three lead forms stand on one foundation (src/lib/lead-form,
// decision 059): the same consent block from the site settings, the same
// proof fields and scripts, and the same submission. These tests hold all
// three to it, so none drifts into a copy of its own.

const LEADID_URL = 'https://create.lidstatic.com/campaign/test.js'
const TRUSTEDFORM_URL = 'https://api.trustedform.com/trustedform.js'
const LEAD_ID = '0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D'
const CERTIFICATE = 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567'
// Each form its own script addresses: a script loads once per page, and each test is a new page.
const siteFor = (form: string) => ({
  lead_verification: {
    mode: 'optional' as const,
    leadid_script_url: `${LEADID_URL}?form=${form}`,
    trustedform_script_url: `${TRUSTEDFORM_URL}?form=${form}`,
  },
})

/** jsdom runs no third-party script: one that "loads" fills in its field, as LeadiD and TrustedForm do. */
function fakeProofScripts() {
  const append = document.body.appendChild.bind(document.body)
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const result = append(node)
    if (node instanceof HTMLScriptElement) {
      queueMicrotask(() => {
        const leadId = node.src.startsWith(LEADID_URL)
        for (const form of document.querySelectorAll('form')) {
          let input = form.querySelector<HTMLInputElement>(`input[name="${leadId ? LEADID_FIELD : TRUSTEDFORM_FIELD}"]`)
          if (!input && !leadId) {
            // TrustedForm adds its own hidden input to the forms on the page.
            input = document.createElement('input')
            input.type = 'hidden'
            input.name = TRUSTEDFORM_FIELD
            form.append(input)
          }
          if (input) input.value = leadId ? LEAD_ID : CERTIFICATE
        }
        node.onload?.(new Event('load'))
      })
    }
    return result
  })
}

const created = () => jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } })

function stub() {
  return stubRoutes({
    'POST /api/contact': created,
    'POST /api/case-evaluations': created,
    'POST /api/case-evaluations/funnel': () => new Response(null, { status: 204 }),
    'POST /api/case-evaluations/check': (init) => {
      const { step } = JSON.parse(init?.body as string) as { step: number }
      return jsonResponse(200, { data: { deadline: null, ending: null, step } })
    },
  })
}

const sent = (fetchMock: ReturnType<typeof stub>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url === path)
  return call ? (JSON.parse(call[1]?.body as string) as Record<string, unknown>) : undefined
}

async function fillContact(user: UserEvent, { name = 'split' }: { name?: 'split' | 'single' } = {}) {
  if (name === 'split') {
    await user.type(screen.getByLabelText('First Name*'), 'Jane')
    await user.type(screen.getByLabelText('Last Name*'), 'Doe')
  } else {
    await user.type(screen.getByLabelText('Name*'), 'Jane Doe')
  }
  await user.type(screen.getByLabelText('Email*'), 'jane@example.com')
  await user.type(screen.getByLabelText('Phone*'), '5551234567')
}

/** Answers the evaluation's first five steps, each passed by the (stubbed) server. */
async function toContactStep(user: UserEvent) {
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
  const group = (name: string) => within(screen.getByRole('group', { name }))
  await user.click(screen.getByLabelText('Car Accident'))
  await next()
  await user.selectOptions(await screen.findByLabelText('Month'), 'March')
  await user.selectOptions(screen.getByLabelText('Year'), '2025')
  await user.selectOptions(screen.getByLabelText('State where it happened'), 'Texas')
  await user.type(screen.getByLabelText('Your ZIP code'), '73301')
  await next()
  await user.click(await screen.findByLabelText('Surgery'))
  await user.click(group('Were you injured?').getByLabelText('Yes'))
  await user.click(group('Are you still being treated?').getByLabelText('Yes'))
  await next()
  await user.click(await screen.findByLabelText('Me'))
  await user.click(group('Was a police report made?').getByLabelText('No'))
  await next()
  await user.click(await within(await screen.findByRole('group', { name: /already have a lawyer/ })).findByLabelText('No'))
  await user.click(group('Has your claim for it already been settled?').getByLabelText('No'))
  await next()
  await screen.findByLabelText('First Name*')
}

const forms = [
  {
    name: 'the consultation form',
    path: '/api/contact',
    render: () => renderWithProviders(<ConsultationForm />, { route: '/contact-us', site: siteFor('consultation') }),
    fill: async (user: UserEvent) => {
      await fillContact(user)
      await user.type(screen.getByLabelText('Zip Code*'), '90210')
    },
    certificate: true,
  },
  {
    name: 'the state-law form',
    path: '/api/contact',
    render: () => renderWithProviders(<StateLawContactForm stateLawId={5} />, { route: '/state-law-detail/5', site: siteFor('state-law') }),
    fill: (user: UserEvent) => fillContact(user, { name: 'single' }),
    // SPEC §5: the state-law form sends LeadID only.
    certificate: false,
  },
  {
    name: 'the case evaluation',
    path: '/api/case-evaluations',
    render: () =>
      renderWithProviders(<CaseEvaluation accidentTypes={[{ id: 1, title: 'Car Accident' }]} loading={false} />, {
        route: '/case-evaluation',
        site: siteFor('case-evaluation'),
      }),
    fill: async (user: UserEvent) => {
      await toContactStep(user)
      await fillContact(user)
    },
    certificate: true,
  },
]

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the lead forms share one foundation', () => {
  it.each(forms)('$name shows the consent words of the site settings, has the honeypot, and sends the proof tokens', async (form) => {
    fakeProofScripts()
    const fetchMock = stub()
    const user = userEvent.setup()
    const { container } = form.render()
    // The hidden part: the honeypot and the input the LeadiD script fills.
    expect(container.querySelector('input[name="website"]')?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(container.querySelectorAll(`input[name="${LEADID_FIELD}"]`)).toHaveLength(1)

    await form.fill(user)
    const consent = screen.getByRole('checkbox', { name: /By clicking Submit/ })
    await user.click(screen.getByRole('button', { name: 'Read more' }))
    expect(container.querySelector('.consent__text')).toHaveTextContent(testSite().consent.text)
    await user.click(consent)
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    const lead = sent(fetchMock, form.path)
    expect(lead).toMatchObject({
      LeadID: LEAD_ID,
      is_checked: true,
      website: '',
      consent_version: 'c-test',
      page_url: window.location.href,
    })
    if (form.certificate) expect(lead).toMatchObject({ link: CERTIFICATE })
    else expect(lead).not.toHaveProperty('link')
  })
})
