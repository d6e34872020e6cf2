import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import ContactPage from './ContactPage'

describe('ContactPage', () => {
  it('is in English at /contact-us', () => {
    renderWithProviders(<ContactPage />, { route: '/contact-us' })
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Get a Free Consultation' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument()
  })

  it('is in Spanish at /es/contact-us, its disclaimer too', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactPage />, { route: '/es/contact-us' })
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Obtenga una consulta gratuita' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Horario de atención' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Lunes' })).toBeInTheDocument()
    expect(screen.getAllByText('Abierto las 24 horas')).toHaveLength(7)
    expect(screen.getByLabelText('Correo electrónico*')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Lea nuestro aviso legal' }))
    expect(await screen.findByText(/no es un bufete de abogados ni un servicio de referencia de abogados/)).toBeInTheDocument()
  })
})
