import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsultationContext } from '@/lib/consultation'
import { renderWithProviders } from '@/testing/render'
import { ContactButton } from './ContactButton'

function renderButton(options: Parameters<typeof renderWithProviders>[1]) {
  const openConsultation = vi.fn()
  renderWithProviders(
    <ConsultationContext.Provider value={{ openConsultation }}>
      <ContactButton className="btn btn-accent btn-lg">Get a Free Consultation</ContactButton>
    </ConsultationContext.Provider>,
    options,
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

  it('follows the visitor’s variant of the entry form over the setting', () => {
    renderButton({
      site: { entry_form: 'short' },
      assignments: [{ experiment_id: 2, target: 'entry_form', variant: 'b', value: 'case_evaluation' }],
    })
    expect(screen.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute('href', '/case-evaluation')
  })

  it('opens the short form for a visitor whose variant is the short form, whatever the setting', async () => {
    const openConsultation = renderButton({
      site: { entry_form: 'case_evaluation' },
      assignments: [{ experiment_id: 2, target: 'entry_form', variant: 'a', value: 'short' }],
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get a Free Consultation' }))
    expect(openConsultation).toHaveBeenCalledOnce()
  })
})
