import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { COMPENSATION_POPUP_DELAY_MS, COMPENSATION_POPUP_KEY, CompensationPopup, isPopupPage } from './CompensationPopup'

const title = 'Claim Your Personal Injury Compensation'

/** The dialog's code loads when it first opens. */
async function dialogLoaded(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

describe('isPopupPage', () => {
  it('matches the pages SPEC §2 names and nothing else', () => {
    for (const path of [
      '/about-us',
      '/service-detail/3',
      '/contact-us',
      '/faqs',
      '/Faqs',
      '/services',
      '/stateLaw',
      '/state-law-detail/12',
      '/es/about-us',
      '/es/Faqs',
      '/es/state-law-detail/12',
    ]) {
      expect(isPopupPage(path)).toBe(true)
    }
    for (const path of ['/', '/es', '/blog', '/es/blog', '/privacy-policy', '/thank-you', '/login', '/service-detail']) {
      expect(isPopupPage(path)).toBe(false)
    }
  })
})

describe('CompensationPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens 3 seconds after a listed page loads, once per visit', async () => {
    const { unmount } = renderWithProviders(<CompensationPopup blocked={false} />, { route: '/about-us' })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS - 1)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    await dialogLoaded()
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument()
    expect(screen.getByText('$1 Million Won for Our Clients')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', 'tel:+18885550142')
    expect(sessionStorage.getItem(COMPENSATION_POPUP_KEY)).toBe('1')
    unmount()

    renderWithProviders(<CompensationPopup blocked={false} />, { route: '/services' })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS * 2)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('follows the settings: its delay and headline, or not at all when switched off', async () => {
    sessionStorage.clear()
    const popup = { enabled: true, delay_seconds: 10, headline: 'Hurt at Work? Call Us Today' }
    const { unmount } = renderWithProviders(<CompensationPopup blocked={false} />, { route: '/about-us', site: { popup } })
    act(() => {
      vi.advanceTimersByTime(9999)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    await dialogLoaded()
    expect(screen.getByRole('dialog', { name: 'Hurt at Work? Call Us Today' })).toBeInTheDocument()
    unmount()
    sessionStorage.clear()

    renderWithProviders(<CompensationPopup blocked={false} />, { route: '/about-us', site: { popup: { ...popup, enabled: false } } })
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    await dialogLoaded()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('follows the visitor’s variant of the pop-up over the settings', async () => {
    const variant = { enabled: true, delay_seconds: 5, headline: 'Was It Not Your Fault?' }
    const { unmount } = renderWithProviders(<CompensationPopup blocked={false} />, {
      route: '/faqs',
      assignments: [{ experiment_id: 7, target: 'popup', variant: 'b', value: variant }],
    })
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    await dialogLoaded()
    expect(screen.getByRole('dialog', { name: 'Was It Not Your Fault?' })).toBeInTheDocument()
    unmount()
    sessionStorage.clear()

    renderWithProviders(<CompensationPopup blocked={false} />, {
      route: '/faqs',
      assignments: [{ experiment_id: 7, target: 'popup', variant: 'c', value: { ...variant, enabled: false } }],
    })
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    await dialogLoaded()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('stays closed on other pages and while another dialog is open', () => {
    const { unmount } = renderWithProviders(<CompensationPopup blocked={false} />, { route: '/' })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS * 2)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    unmount()
    renderWithProviders(<CompensationPopup blocked />, { route: '/faqs' })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS * 2)
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on Escape', async () => {
    renderWithProviders(<CompensationPopup blocked={false} />, { route: '/contact-us' })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS)
    })
    await dialogLoaded()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('speaks Spanish on a Spanish page', async () => {
    sessionStorage.clear()
    renderWithProviders(<CompensationPopup blocked={false} />, {
      route: '/es/services',
      site: { popup: { enabled: true, delay_seconds: 3, headline: '' } },
    })
    act(() => {
      vi.advanceTimersByTime(COMPENSATION_POPUP_DELAY_MS)
    })
    await dialogLoaded()
    expect(screen.getByRole('dialog', { name: 'Reclame la compensación por sus lesiones' })).toBeInTheDocument()
    expect(screen.getByText('$1 millón obtenido para nuestros clientes')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Llame ahora/ })).toHaveAttribute('href', 'tel:+18885550142')
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument()
  })
})
