import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { I18nProvider } from '@/i18n/I18nProvider'
import { loadMessages } from '@/i18n/messages'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { LANGUAGE_SUGGESTION_KEY, LanguageSuggestion, preferredLanguage } from './LanguageSuggestion'

/** The browser's preferred languages (navigator.languages), as a visitor's browser sends them. */
function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

beforeEach(() => localStorage.removeItem(LANGUAGE_SUGGESTION_KEY))
afterEach(() => vi.restoreAllMocks())

describe('preferredLanguage', () => {
  it('is the first of the browser’s languages the site has', () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es')
    expect(preferredLanguage(['fr-FR', 'ES', 'en'])).toBe('es')
    expect(preferredLanguage(['en-GB', 'es'])).toBe('en')
    expect(preferredLanguage(['fr', 'de'])).toBeNull()
    expect(preferredLanguage([])).toBeNull()
  })
})

describe('LanguageSuggestion', () => {
  it('offers a Spanish-preferring browser the Spanish page, in Spanish, without sending it there', () => {
    browserPrefers('es-US', 'es', 'en')
    renderWithProviders(<LanguageSuggestion />, { route: '/services?page=2' })
    const banner = screen.getByRole('region', { name: 'Sugerencia de idioma' })
    expect(banner).toHaveAttribute('lang', 'es-US')
    expect(banner).toHaveTextContent('Esta página también está en español.')
    expect(screen.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/services?page=2')
    // A suggestion, not a redirect.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/services$/)
  })

  it('closes for good when dismissed: remembered in this browser', async () => {
    const user = userEvent.setup()
    browserPrefers('es-MX')
    const { unmount } = renderWithProviders(<LanguageSuggestion />, { route: '/about-us' })
    const close = screen.getByRole('button', { name: 'Cerrar' })
    close.focus()
    expect(close).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('region', { name: 'Sugerencia de idioma' })).not.toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_SUGGESTION_KEY)).toBe('1')
    unmount()
    renderWithProviders(<LanguageSuggestion />, { route: '/services' })
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('never shows on a Spanish page to a browser that prefers Spanish, nor on an English one to an English browser', () => {
    browserPrefers('es-US', 'en-US')
    const spanish = renderWithProviders(<LanguageSuggestion />, { route: '/es/services' })
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    spanish.unmount()
    vi.restoreAllMocks()
    browserPrefers('en-US', 'es')
    renderWithProviders(<LanguageSuggestion />, { route: '/services' })
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('offers an English-preferring browser the English page of a Spanish one, in English', () => {
    browserPrefers('en-US')
    renderWithProviders(<LanguageSuggestion />, { route: '/es/Faqs' })
    expect(screen.getByRole('region', { name: 'Language suggestion' })).toHaveAttribute('lang', 'en-US')
    expect(screen.getByRole('link', { name: 'View in English' })).toHaveAttribute('href', '/Faqs')
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('offers nothing where the page has no version in the other language (an account page)', () => {
    browserPrefers('es')
    renderWithProviders(<LanguageSuggestion />, { route: '/login' })
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('comes after hydration: the server’s HTML has none, and the hydrating render matches it', async () => {
    browserPrefers('es-US')
    await loadMessages('en')
    const page = () => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/services']}>
          <I18nProvider>
            <LanguageSuggestion />
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page())
    expect(container.innerHTML).toBe('')
    document.body.appendChild(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(screen.getByRole('region', { name: 'Sugerencia de idioma' })).toBeInTheDocument()
    container.remove()
  })
})
