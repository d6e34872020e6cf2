import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Footer } from './Footer'

describe('Footer', () => {
  it('shows the saved address, disclaimer, News link and the opt-out link', () => {
    renderWithProviders(<Footer />, {
      site: {
        address: '1 Main St, Austin, TX 78701',
        footer_disclaimer: 'Paid advertisement by participating attorneys.',
        news_url: 'https://news.example/injury',
      },
    })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('1 Main St, Austin, TX 78701')).toBeInTheDocument()
    expect(within(footer).getByText('Paid advertisement by participating attorneys.')).toBeInTheDocument()
    const news = within(footer).getByRole('link', { name: /^News/ })
    expect(news).toHaveAttribute('href', 'https://news.example/injury')
    expect(news).toHaveAttribute('target', '_blank')
    expect(within(footer).getByRole('link', { name: 'Opt Out / Do Not Call' })).toHaveAttribute('href', '/opt-out')
    expect(within(footer).getByRole('link', { name: /1-888-555-0142/ })).toHaveAttribute('href', 'tel:+18885550142')
  })

  it('leaves out an empty address and News link', () => {
    renderWithProviders(<Footer />, { site: { address: '', news_url: '' } })
    const footer = screen.getByRole('contentinfo')
    expect(footer.querySelector('address')).toBeNull()
    expect(within(footer).queryByRole('link', { name: /News/ })).toBeNull()
  })
})

describe('Footer in Spanish', () => {
  it('speaks Spanish, keeps its links on Spanish pages and offers the English page', () => {
    renderWithProviders(<Footer />, { route: '/es/about-us', site: { footer_disclaimer: 'Publicidad pagada.' } })
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('heading', { name: 'Navegación' })).toBeInTheDocument()
    expect(footer.getByText('Test Claims ayuda', { exact: false })).toBeInTheDocument()
    expect(footer.getByText('Aviso legal:')).toBeInTheDocument()
    expect(footer.getByRole('link', { name: 'Darse de baja / No llamar' })).toHaveAttribute('href', '/es/opt-out')
    expect(footer.getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/es/about-us')
    expect(footer.getByRole('link', { name: 'Test Claims, página de inicio' })).toHaveAttribute('href', '/es')
    expect(footer.getByRole('link', { name: 'View this page in English' })).toHaveAttribute('href', '/about-us')
    expect(footer.getByText('Copyright © 2024 Test Claims. Todos los derechos reservados.')).toBeInTheDocument()
  })
})
