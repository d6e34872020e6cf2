import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubRoutes } from '@/testing/fetch-routes'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import type { Deadline, Ending, StepCheck } from './api/check-step'
import { CaseEvaluation } from './CaseEvaluation'

const accidentTypes = [
  { id: 1, title: 'Car Accident' },
  { id: 2, title: 'Truck Accident' },
  { id: 3, title: 'Slip and Fall' },
]

const deadline: Deadline = {
  deadline_on: '2027-03-01',
  deadline_status: 'open',
  days_left: 600,
  note: 'In Texas the general deadline to file a personal-injury lawsuit is two years from the injury; about 20 months remain from the date you gave. Exceptions can shorten or extend it.',
  month_only: true,
  government_notice: '',
}
const GOVERNMENT_NOTICE = 'A claim against a public body in Texas needs a written notice within 6 months of the accident.'

interface CheckBody {
  step: number
  answers: Record<string, unknown>
}

type Answer = (body: CheckBody) => Response

/** The check endpoint as the contract describes it: a deadline from step 2 on, the ending on step 5. */
const contractCheck =
  (ending: Partial<Ending> = {}): Answer =>
  ({ step, answers }) => {
    const data: StepCheck = {
      deadline:
        step >= 2
          ? { ...deadline, government_notice: (answers.vehicles as string[] | undefined)?.includes('government') ? GOVERNMENT_NOTICE : '' }
          : null,
      ending:
        step === 5 && (answers.represented || answers.settled)
          ? {
              reason: answers.represented ? 'represented' : 'settled',
              state_name: 'Texas',
              bar_referral_url: 'https://www.texasbar.com/lris',
              bar_referral_phone: '1-800-252-9690',
              ...ending,
            }
          : null,
    }
    return jsonResponse(200, { data })
  }

function stub({ check = contractCheck(), create }: { check?: Answer; create?: () => Response } = {}) {
  return stubRoutes({
    'POST /api/case-evaluations/check': (init) => check(JSON.parse(init?.body as string) as CheckBody),
    'POST /api/case-evaluations/funnel': () => new Response(null, { status: 204 }),
    'POST /api/case-evaluations': create ?? (() => jsonResponse(201, { message: 'ok', data: { reference: 'K7M2Q9XR4T8B' } })),
  })
}

type FetchMock = ReturnType<typeof stub>

const callsTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>)

function renderEvaluation(route = '/case-evaluation') {
  return renderWithProviders(
    <>
      <CaseEvaluation accidentTypes={accidentTypes} loading={false} />
      <ToastContainer />
    </>,
    { route },
  )
}

const heading = (name: string) => screen.getByRole('heading', { level: 2, name })
const group = (name: string) => within(screen.getByRole('group', { name }))
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }))

async function stepOne(user: UserEvent) {
  await user.click(screen.getByLabelText('Car Accident'))
  await next(user)
  await screen.findByRole('heading', { name: 'When and where did it happen?' })
}

async function stepTwo(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Month'), 'March')
  await user.selectOptions(screen.getByLabelText('Year'), '2025')
  await user.selectOptions(screen.getByLabelText('State where it happened'), 'Texas')
  await user.type(screen.getByLabelText('Your ZIP code'), '73301')
  await next(user)
  await screen.findByRole('heading', { name: 'About your injuries' })
}

async function stepThree(user: UserEvent) {
  await user.click(group('Were you injured?').getByLabelText('Yes'))
  await user.click(screen.getByLabelText('A hospital stay'))
  await user.click(group('Are you still being treated?').getByLabelText('No'))
  await next(user)
  await screen.findByRole('heading', { name: 'How did it happen?' })
}

async function stepFour(user: UserEvent, vehicles: string[] = []) {
  await user.click(screen.getByLabelText('The other party'))
  await user.click(group('Was a police report made?').getByLabelText('Yes'))
  for (const vehicle of vehicles) await user.click(screen.getByLabelText(vehicle))
  await next(user)
  await screen.findByRole('heading', { name: 'Where do things stand?' })
}

async function stepFive(user: UserEvent, { represented = false, settled = false } = {}) {
  await user.click(group('Do you already have a lawyer for this accident?').getByLabelText(represented ? 'Yes' : 'No'))
  await user.click(group('Has your claim for it already been settled?').getByLabelText(settled ? 'Yes' : 'No'))
  await next(user)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CaseEvaluation', () => {
  it('starts at step 1 of 6 with the accident types as radios, and checks a step in the browser before asking the server', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderEvaluation()
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument()
    expect(heading('What kind of accident was it?')).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument()

    await next(user)
    expect(await screen.findByText('Please choose the type of accident.')).toBeInTheDocument()
    expect(screen.getByLabelText('Car Accident')).toHaveFocus()
    expect(callsTo(fetchMock, '/api/case-evaluations/check')).toEqual([])

    await stepOne(user)
    expect(callsTo(fetchMock, '/api/case-evaluations/check')).toEqual([{ step: 1, answers: { service_id: 1 }, language: 'en' }])
    // Each step change takes the focus to the new step's heading.
    await waitFor(() => expect(heading('When and where did it happen?')).toHaveFocus())
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument()
  })

  it('step 2 refuses a missing or impossible date, and a month and year alone say the 1st counts', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderEvaluation()
    await stepOne(user)

    await next(user)
    expect(await screen.findByText('Please choose the month.')).toBeInTheDocument()
    expect(screen.getByText('Please choose the year.')).toBeInTheDocument()
    expect(screen.getByText('Please choose the state.')).toBeInTheDocument()
    expect(screen.getByText('Zip code is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Month')).toHaveFocus()

    await user.selectOptions(screen.getByLabelText('Month'), 'February')
    await user.selectOptions(screen.getByLabelText('Day (if known)'), '30')
    await user.selectOptions(screen.getByLabelText('Year'), '2025')
    await user.selectOptions(screen.getByLabelText('State where it happened'), 'Texas')
    await user.type(screen.getByLabelText('Your ZIP code'), '73301')
    await next(user)
    expect(await screen.findByText('That month does not have that day.')).toBeInTheDocument()

    const nextYear = String(new Date().getFullYear())
    await user.selectOptions(screen.getByLabelText('Day (if known)'), 'Not sure')
    await user.selectOptions(screen.getByLabelText('Month'), 'December')
    await user.selectOptions(screen.getByLabelText('Year'), nextYear)
    if (new Date().getMonth() < 11) {
      await next(user)
      expect(await screen.findByText('The date of the accident cannot be in the future.')).toBeInTheDocument()
    }

    await user.selectOptions(screen.getByLabelText('Month'), 'March')
    await user.selectOptions(screen.getByLabelText('Year'), '2025')
    expect(screen.getByText(/we count from March 1, 2025, the earliest day it can have been/)).toBeInTheDocument()
    await next(user)
    await screen.findByRole('heading', { name: 'About your injuries' })
    expect(callsTo(fetchMock, '/api/case-evaluations/check').at(-1)).toEqual({
      step: 2,
      answers: { service_id: 1, accident_date: '2025-03', state: 'TX', zip_code: '73301' },
      language: 'en',
    })
    // The server's deadline note shows from then on.
    expect(screen.getByText(deadline.note)).toBeInTheDocument()
  })

  it("shows the check's 422 under its field, stays on the step and keeps the answers", async () => {
    const user = userEvent.setup()
    stub({
      check: (body) =>
        body.step === 2
          ? jsonResponse(422, { message: 'The given data was invalid.', errors: { zip_code: ['This ZIP code is not in Texas.'] } })
          : contractCheck()(body),
    })
    renderEvaluation()
    await stepOne(user)
    await user.selectOptions(screen.getByLabelText('Month'), 'March')
    await user.selectOptions(screen.getByLabelText('Day (if known)'), '14')
    await user.selectOptions(screen.getByLabelText('Year'), '2025')
    await user.selectOptions(screen.getByLabelText('State where it happened'), 'Texas')
    await user.type(screen.getByLabelText('Your ZIP code'), '90210')
    await next(user)

    expect(await screen.findByText('This ZIP code is not in Texas.')).toBeInTheDocument()
    expect(screen.getByLabelText('Your ZIP code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Your ZIP code')).toHaveFocus()
    expect(heading('When and where did it happen?')).toBeInTheDocument()
    expect(screen.getByLabelText('Day (if known)')).toHaveValue('14')
  })

  it('says so when the check fails, and does not move on', async () => {
    const user = userEvent.setup()
    stub({ check: () => jsonResponse(500, { message: 'Internal Server Error' }) })
    renderEvaluation()
    await user.click(screen.getByLabelText('Truck Accident'))
    await next(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Some error occurred, Please try again!')
    expect(heading('What kind of accident was it?')).toBeInTheDocument()
  })

  it('Back never checks and keeps every answer', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await user.click(group('Were you injured?').getByLabelText('Yes'))
    await user.click(screen.getByLabelText('Surgery'))
    // Step 3 is half answered: Back goes anyway, with no message and no call.
    const checks = callsTo(fetchMock, '/api/case-evaluations/check').length
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(heading('When and where did it happen?')).toHaveFocus()
    expect(screen.queryByText(/Please answer/)).not.toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/case-evaluations/check')).toHaveLength(checks)
    expect(screen.getByLabelText('Month')).toHaveValue('3')
    expect(screen.getByLabelText('Year')).toHaveValue('2025')
    expect(screen.getByLabelText('State where it happened')).toHaveValue('TX')
    expect(screen.getByLabelText('Your ZIP code')).toHaveValue('73301')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Car Accident')).toBeChecked()
    await next(user)
    await screen.findByRole('heading', { name: 'When and where did it happen?' })
    await next(user)
    await screen.findByRole('heading', { name: 'About your injuries' })
    expect(group('Were you injured?').getByLabelText('Yes')).toBeChecked()
    expect(screen.getByLabelText('Surgery')).toBeChecked()
    // Seen twice, each step and event is counted once for the page view.
    const funnel = callsTo(fetchMock, '/api/case-evaluations/funnel').map(({ step, event }) => `${step} ${event}`)
    expect(funnel).toEqual(['1 view', '1 complete', '2 view', '2 complete', '3 view'])
  })

  it('shows the government-notice warning the server gives when a government vehicle was involved', async () => {
    const user = userEvent.setup()
    stub()
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await stepThree(user)
    expect(screen.queryByText(GOVERNMENT_NOTICE)).not.toBeInTheDocument()
    await stepFour(user, ['A government vehicle'])
    expect(screen.getByText(GOVERNMENT_NOTICE)).toBeInTheDocument()
    expect(screen.getByText(deadline.note)).toBeInTheDocument()
  })

  it('ends before the contact step when the visitor already has a lawyer, with the state bar referral, and sends nothing', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await stepThree(user)
    await stepFour(user)
    await stepFive(user, { represented: true })

    const title = await screen.findByRole('heading', { name: 'You already have a lawyer for this' })
    await waitFor(() => expect(title).toHaveFocus())
    expect(screen.getByText(/A lawyer already represents you for this accident/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Lawyer referral service/ })).toHaveAttribute('href', 'https://www.texasbar.com/lris')
    expect(screen.getByRole('link', { name: '1-800-252-9690' })).toHaveAttribute('href', 'tel:18002529690')
    expect(screen.queryByLabelText('First Name*')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/case-evaluations')).toEqual([])
    expect(callsTo(fetchMock, '/api/case-evaluations/funnel')).toContainEqual({ step: 5, event: 'ended', source: '' })
    expect(callsTo(fetchMock, '/api/case-evaluations/funnel')).not.toContainEqual({ step: 5, event: 'complete', source: '' })

    // Changing one's mind is allowed: back to step 5, answers kept.
    await user.click(screen.getByRole('button', { name: /Change my answers/ }))
    expect(heading('Where do things stand?')).toHaveFocus()
    expect(group('Do you already have a lawyer for this accident?').getByLabelText('Yes')).toBeChecked()
  })

  it('without a referral service on record, says a neutral sentence and links nowhere', async () => {
    const user = userEvent.setup()
    stub({ check: contractCheck({ bar_referral_url: '', bar_referral_phone: '' }) })
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await stepThree(user)
    await stepFour(user)
    await stepFive(user, { settled: true })

    await screen.findByRole('heading', { name: 'This has already been settled' })
    expect(screen.getByText(/the bar association of Texas can tell you how to find a lawyer referral service/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /referral/i })).not.toBeInTheDocument()
  })

  it('fills in the accident type and the state from ?service= and ?state=', async () => {
    const user = userEvent.setup()
    stub()
    renderEvaluation('/case-evaluation?service=2&state=tx')
    expect(screen.getByLabelText('Truck Accident')).toBeChecked()
    await next(user)
    await screen.findByRole('heading', { name: 'When and where did it happen?' })
    expect(screen.getByLabelText('State where it happened')).toHaveValue('TX')
  })

  it('submits every answer with the proof fields and an Idempotency-Key, counts the funnel once per step and event, and lands on /thank-you', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await stepThree(user)
    await stepFour(user, ['A rideshare (Uber, Lyft)', 'An uninsured driver'])
    await stepFive(user)
    await screen.findByRole('heading', { name: 'How can an attorney reach you?' })
    expect(group('Language to contact you in').getByLabelText('English')).toBeChecked()
    // The phone field is the other forms' (SPEC §5).
    expect(screen.getByText('Phone number must be exactly 10 digits and remove spaces')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('First name is required.')).toBeInTheDocument()
    expect(screen.getByText('Please tick the box to agree before submitting.')).toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/case-evaluations')).toEqual([])

    await user.type(screen.getByLabelText('First Name*'), 'Jane')
    await user.type(screen.getByLabelText('Last Name*'), 'Doe')
    await user.type(screen.getByLabelText('Email*'), 'jane@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5551234567')
    await user.click(group('Language to contact you in').getByLabelText('Spanish (Español)'))
    await user.type(screen.getByLabelText('Anything else you want to tell us? (optional)'), ' Rear-ended at a light. ')
    await user.click(screen.getByRole('checkbox', { name: /By clicking Submit/ }))
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thank-you'))
    const created = fetchMock.mock.calls.filter(([url]) => url === '/api/case-evaluations')
    expect(created).toHaveLength(1)
    expect((created[0][1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(created[0][1]?.body as string)).toEqual({
      service_id: 1,
      accident_date: '2025-03',
      state: 'TX',
      zip_code: '73301',
      injured: true,
      treatment: 'hospital',
      still_treating: false,
      fault: 'other',
      police_report: 'yes',
      vehicles: ['rideshare', 'uninsured'],
      represented: false,
      settled: false,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '5551234567',
      language: 'es',
      description: 'Rear-ended at a light.',
      is_checked: true,
      LeadID: '',
      link: '',
      website: '',
      page_url: window.location.href,
      referrer: document.referrer,
      consent_version: 'c-test',
    })

    const funnel = callsTo(fetchMock, '/api/case-evaluations/funnel').map(({ step, event }) => `${step} ${event}`)
    expect(funnel).toEqual([
      '1 view',
      '1 complete',
      '2 view',
      '2 complete',
      '3 view',
      '3 complete',
      '4 view',
      '4 complete',
      '5 view',
      '5 complete',
      '6 view',
      '6 complete',
    ])
  })

  it("takes a submit's 422 on an earlier step's answer back to that step, under its field", async () => {
    const user = userEvent.setup()
    stub({
      create: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { represented: ['A request cannot be sent when a lawyer already represents you.'], phone: ['Not a real number.'] },
        }),
    })
    renderEvaluation()
    await stepOne(user)
    await stepTwo(user)
    await stepThree(user)
    await stepFour(user)
    await stepFive(user)
    await screen.findByRole('heading', { name: 'How can an attorney reach you?' })
    await user.type(screen.getByLabelText('First Name*'), 'Jane')
    await user.type(screen.getByLabelText('Last Name*'), 'Doe')
    await user.type(screen.getByLabelText('Email*'), 'jane@example.com')
    await user.type(screen.getByLabelText('Phone*'), '5551234567')
    await user.click(screen.getByRole('checkbox', { name: /By clicking Submit/ }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('A request cannot be sent when a lawyer already represents you.')).toBeInTheDocument()
    await waitFor(() => expect(heading('Where do things stand?')).toHaveFocus())
    expect(screen.getByTestId('location')).toHaveTextContent('/case-evaluation')
    // Back at the contact step, what was typed is there, with the server's message under the phone.
    await user.click(group('Do you already have a lawyer for this accident?').getByLabelText('No'))
    await next(user)
    await screen.findByRole('heading', { name: 'How can an attorney reach you?' })
    expect(screen.getByLabelText('First Name*')).toHaveValue('Jane')
    expect(screen.getByText('Not a real number.')).toBeInTheDocument()
  })
})

describe('CaseEvaluation on the Spanish page', () => {
  const spanishConsent = {
    version: 'c-es-1',
    text: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más y doy mi consentimiento para que me contacten.',
    html: 'Al hacer clic en Enviar, confirmo que tengo 18 años o más y doy mi consentimiento para que me contacten.',
  }
  const renderSpanish = () =>
    renderWithProviders(
      <>
        <CaseEvaluation accidentTypes={[{ id: 1, title: 'Accidente de auto' }]} loading={false} />
        <ToastContainer />
      </>,
      { route: '/es/case-evaluation', site: { consent: spanishConsent } },
    )
  const siguiente = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Siguiente' }))

  async function throughStepFive(user: UserEvent, { represented = false } = {}) {
    await user.click(screen.getByLabelText('Accidente de auto'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿Cuándo y dónde ocurrió?' })
    await user.selectOptions(screen.getByLabelText('Mes'), 'marzo')
    await user.selectOptions(screen.getByLabelText('Año'), '2025')
    await user.selectOptions(screen.getByLabelText('Estado donde ocurrió'), 'Texas')
    await user.type(screen.getByLabelText('Su código postal'), '73301')
    expect(screen.getByText(/contamos desde el 1 de marzo de 2025, el primer día posible/)).toBeInTheDocument()
    await siguiente(user)
    await screen.findByRole('heading', { name: 'Sobre sus lesiones' })
    await user.click(group('¿Sufrió lesiones?').getByLabelText('Sí'))
    await user.click(screen.getByLabelText('Una hospitalización'))
    await user.click(group('¿Todavía está recibiendo tratamiento?').getByLabelText('No'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿Cómo ocurrió?' })
    await user.click(screen.getByLabelText('La otra parte'))
    await user.click(group('¿Se hizo un informe policial?').getByLabelText('Sí'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿En qué situación está su caso?' })
    await user.click(group('¿Ya tiene un abogado para este accidente?').getByLabelText(represented ? 'Sí' : 'No'))
    await user.click(group('¿Ya se llegó a un acuerdo en su reclamo?').getByLabelText('No'))
    await siguiente(user)
  }

  it('asks each step in Spanish and explains a missing answer in Spanish', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderSpanish()
    expect(screen.getByText('Paso 1 de 6')).toBeInTheDocument()
    expect(screen.getByText('Tipo de accidente')).toBeInTheDocument()
    expect(heading('¿Qué tipo de accidente fue?')).toBeInTheDocument()
    await siguiente(user)
    expect(await screen.findByText('Elija el tipo de accidente.')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Accidente de auto'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿Cuándo y dónde ocurrió?' })
    // The step check asks for the page's language.
    expect(callsTo(fetchMock, '/api/case-evaluations/check')).toEqual([{ step: 1, answers: { service_id: 1 }, language: 'es' }])
    const states = Array.from((screen.getByLabelText('Estado donde ocurrió') as HTMLSelectElement).options).map((option) => option.text)
    expect(states).toContain('Nueva York')
    expect(states.indexOf('Carolina del Norte')).toBeLessThan(states.indexOf('Colorado'))
    await siguiente(user)
    expect(await screen.findByText('Elija el mes.')).toBeInTheDocument()
    expect(screen.getByText('Elija el año.')).toBeInTheDocument()
    expect(screen.getByText('Escriba su código postal.')).toBeInTheDocument()
  })

  it('contacts in Spanish by default, sends language es and lands on /es/thank-you', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderSpanish()
    await throughStepFive(user)
    await screen.findByRole('heading', { name: '¿Cómo puede comunicarse con usted un abogado?' })
    expect(group('Idioma en que desea que lo contactemos').getByLabelText('Español')).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Al hacer clic en Enviar/ })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nombre*'), 'Ana')
    await user.type(screen.getByLabelText('Apellido*'), 'López')
    await user.type(screen.getByLabelText('Correo electrónico*'), 'ana@example.com')
    await user.type(screen.getByLabelText('Teléfono*'), '5551234567')
    await user.click(screen.getByRole('checkbox', { name: /Al hacer clic en Enviar/ }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/thank-you'))
    expect(callsTo(fetchMock, '/api/case-evaluations')[0]).toMatchObject({ language: 'es', consent_version: 'c-es-1', state: 'TX' })
  })

  it('ends in Spanish when a lawyer already represents the visitor, with the referral service', async () => {
    const user = userEvent.setup()
    const fetchMock = stub()
    renderSpanish()
    await throughStepFive(user, { represented: true })
    await screen.findByRole('heading', { name: 'Usted ya tiene un abogado para este caso' })
    expect(screen.getByText(/Un abogado ya lo representa en este accidente/)).toBeInTheDocument()
    expect(screen.getByText(/colegio de abogados de Texas puede ponerlo en contacto/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Servicio de referencia de abogados/ })).toHaveAttribute(
      'href',
      'https://www.texasbar.com/lris',
    )
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es')
    expect(callsTo(fetchMock, '/api/case-evaluations')).toEqual([])
    await user.click(screen.getByRole('button', { name: /Cambiar mis respuestas/ }))
    expect(heading('¿En qué situación está su caso?')).toHaveFocus()
  })

  it('ends in Spanish when the claim is settled, without a referral on record', async () => {
    const user = userEvent.setup()
    stub({
      check: ({ step, answers }) =>
        jsonResponse(200, {
          data: {
            deadline: step >= 2 ? deadline : null,
            ending:
              step === 5 && answers.settled
                ? { reason: 'settled', state_name: 'New York', bar_referral_url: '', bar_referral_phone: '' }
                : null,
          },
        }),
    })
    renderSpanish()
    await user.click(screen.getByLabelText('Accidente de auto'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿Cuándo y dónde ocurrió?' })
    await user.selectOptions(screen.getByLabelText('Mes'), 'marzo')
    await user.selectOptions(screen.getByLabelText('Año'), '2025')
    await user.selectOptions(screen.getByLabelText('Estado donde ocurrió'), 'Nueva York')
    await user.type(screen.getByLabelText('Su código postal'), '10001')
    await siguiente(user)
    await screen.findByRole('heading', { name: 'Sobre sus lesiones' })
    await user.click(group('¿Sufrió lesiones?').getByLabelText('Sí'))
    await user.click(screen.getByLabelText('Cirugía'))
    await user.click(group('¿Todavía está recibiendo tratamiento?').getByLabelText('Sí'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿Cómo ocurrió?' })
    await user.click(screen.getByLabelText('Compartida'))
    await user.click(group('¿Se hizo un informe policial?').getByLabelText('No lo sé'))
    await siguiente(user)
    await screen.findByRole('heading', { name: '¿En qué situación está su caso?' })
    await user.click(group('¿Ya tiene un abogado para este accidente?').getByLabelText('No'))
    await user.click(group('¿Ya se llegó a un acuerdo en su reclamo?').getByLabelText('Sí'))
    await siguiente(user)
    await screen.findByRole('heading', { name: 'Ya se llegó a un acuerdo en este caso' })
    // The state named in Spanish by the code the visitor chose.
    expect(screen.getByText(/el colegio de abogados de Nueva York puede decirle cómo encontrar/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /referencia/i })).not.toBeInTheDocument()
  })
})
