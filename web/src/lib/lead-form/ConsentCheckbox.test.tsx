import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders as render } from '@/testing/render'
import { CONSENT_PREVIEW_LENGTH, ConsentCheckbox } from './ConsentCheckbox'

const text =
  'By clicking Submit, I confirm that I am 18 or older and agree to the Privacy Policy and Terms and Conditions, and I consent to calls.'
const html =
  'By clicking Submit, I confirm that I am 18 or older and agree to the <a href="/privacy-policy">Privacy Policy</a> and <a href="/term-and-conditions">Terms and Conditions</a>, and I consent to calls.'

const registration = { name: 'is_checked', onChange: async () => {}, onBlur: async () => {}, ref: () => {} }

describe('ConsentCheckbox', () => {
  it('shows the first 100 characters while collapsed', () => {
    render(<ConsentCheckbox id="consent" registration={registration} text={text} html={html} />)
    const label = screen.getByText(`${text.slice(0, CONSENT_PREVIEW_LENGTH)}…`)
    expect(label).toBeInTheDocument()
    expect(CONSENT_PREVIEW_LENGTH).toBe(100)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('expands to the full text with its links opening in a new tab, and collapses again', async () => {
    const user = userEvent.setup()
    render(<ConsentCheckbox id="consent" registration={registration} text={text} html={html} />)
    await user.click(screen.getByRole('button', { name: 'Read more' }))

    const privacy = screen.getByRole('link', { name: 'Privacy Policy' })
    expect(privacy).toHaveAttribute('href', '/privacy-policy')
    expect(privacy).toHaveAttribute('target', '_blank')
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank')

    await user.click(screen.getByRole('button', { name: 'Read less' }))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('labels the checkbox with the consent text', () => {
    render(<ConsentCheckbox id="consent" registration={registration} text={text} html={html} />)
    expect(screen.getByRole('checkbox', { name: /I confirm that I am 18 or older/ })).toBeInTheDocument()
  })

  it('has no toggle when the text is short enough', () => {
    render(<ConsentCheckbox id="consent" registration={registration} text="I agree." html="I agree." />)
    expect(screen.getByText('I agree.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows its error', () => {
    render(<ConsentCheckbox id="consent" registration={registration} text={text} html={html} error="Please tick the box." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the box.')
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
  })
})
