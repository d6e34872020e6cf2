import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useMutation } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { Link, Route, Routes } from 'react-router'
import { ContactButton } from '@/components/ContactButton'
import { api, setConfirmationHandler } from '@/lib/api-client'
import { jsonResponse, renderWithProviders } from '@/testing/render'
import { stubRoutes } from '@/testing/fetch-routes'
import { PublicLayout } from './PublicLayout'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A page with a consultation button and a link to the other page. */
function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <ContactButton>Ask us</ContactButton>
      <Link to={name === 'Home' ? '/about-us' : '/'}>The other page</Link>
    </>
  )
}

/** A page whose button saves through the api client (a sensitive action may ask to confirm first). */
function SavePage() {
  const save = useMutation({ mutationFn: () => api.post('/auth/thing') })
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  )
}

function renderLayout() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  stubRoutes({
    'GET /api/all-services': jsonResponse(200, { data: [] }),
    'GET /api/states': jsonResponse(200, { data: [] }),
  })
  renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<Page name="Home" />} />
        <Route path="/about-us" element={<Page name="About" />} />
      </Route>
    </Routes>,
    { route: '/' },
  )
}

describe('PublicLayout', () => {
  it('closes the consultation modal when the visitor moves to another page, and opens it again from there', async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.click(screen.getByRole('button', { name: 'Ask us' }))
    expect(await screen.findByRole('dialog', { name: 'Get Test Claims!' })).toBeInTheDocument()

    // The open modal covers the page (aria-modal hides it from role queries):
    // a click on a link behind it stands for any way of moving (a link in
    // the modal's consent text, the back button).
    fireEvent.click(screen.getByRole('link', { name: 'The other page', hidden: true }))
    expect(await screen.findByRole('heading', { name: 'About', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Get Test Claims!' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Ask us' }))
    expect(await screen.findByRole('dialog', { name: 'Get Test Claims!' })).toBeInTheDocument()
  })
})

describe('The "please wait" overlay', () => {
  it('covers a submission, but not the dialog that asks the person to confirm it is them', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    let answerServer: (r: Response) => void = () => {}
    let confirmed: (ok: boolean) => void = () => {}
    let calls = 0
    stubRoutes({
      'POST /api/auth/thing': () => {
        calls++
        return calls === 1 ? jsonResponse(403, { message: 'Confirm it is you.', code: 'confirmation_required' }) : jsonResponse(200, {})
      },
    })
    const unregister = setConfirmationHandler(() => new Promise<boolean>((resolve) => (confirmed = resolve)))
    renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<SavePage />} />
        </Route>
      </Routes>,
      { route: '/' },
    )
    await waitFor(() => expect(screen.queryByText('please wait')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // The server asked for a check: the call waits for the person, uncovered.
    await waitFor(() => expect(calls).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('please wait')).toBeNull()

    // Confirmed: the call goes again, and waits for the server, covered.
    stubRoutes({ 'POST /api/auth/thing': () => new Promise<Response>((resolve) => (answerServer = resolve)) as unknown as Response })
    confirmed(true)
    expect(await screen.findByText('please wait')).toBeInTheDocument()
    answerServer(jsonResponse(200, {}))
    await waitFor(() => expect(screen.queryByText('please wait')).toBeNull())
    unregister()
  })
})
