import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Routes } from 'react-router'
import { ContactButton } from '@/components/ContactButton'
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
