import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsultationContext } from '@/lib/consultation'
import { renderWithProviders } from '@/testing/render'
import { ContactButton } from './ContactButton'

function renderButton(site: Parameters<typeof renderWithProviders>[1]) {
  const openConsultation = vi.fn()
  renderWithProviders(
    <ConsultationContext.Provider value={{ openConsultation }}>
      <ContactButton className="btn btn-accent btn-lg">Get a Free Consultation</ContactButton>
    </ConsultationContext.Provider>,
    site,
  )
  return openConsultation
}

describe('ContactButton', () => {
  it('opens the short form by default', async () => {
    const openConsultation = renderButton({})
    const button = screen.getByRole('button', { name: 'Get a Free Consultation' })
    expect(button).toHaveClass('btn btn-accent btn-lg')
    await userEvent.setup().click(button)
    expect(openConsultation).toHaveBeenCalledOnce()
  })

  it('is a link to the case evaluation when the entry form setting says so', async () => {
    const openConsultation = renderButton({ site: { entry_form: 'case_evaluation' } })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Get a Free Consultation' })
    expect(link).toHaveAttribute('href', '/case-evaluation')
    expect(link).toHaveClass('btn btn-accent btn-lg')
    await userEvent.setup().click(link)
    expect(screen.getByTestId('location')).toHaveTextContent('/case-evaluation')
    expect(openConsultation).not.toHaveBeenCalled()
  })
})
