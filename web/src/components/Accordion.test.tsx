import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './Accordion'

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
]

function button(name: string) {
  return screen.getByRole('button', { name })
}

describe('Accordion', () => {
  it('starts closed unless told otherwise', () => {
    render(<Accordion items={items} />)
    for (const item of items) expect(button(item.question)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('First answer.')).not.toBeVisible()
  })

  it('opens one item at a time', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(button('First question?'))
    expect(button('First question?')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('First answer.')).toBeVisible()

    await user.click(button('Second question?'))
    expect(button('Second question?')).toHaveAttribute('aria-expanded', 'true')
    expect(button('First question?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('First answer.')).not.toBeVisible()
    expect(screen.getByText('Second answer.')).toBeVisible()
  })

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} defaultOpen={2} />)
    expect(screen.getByText('Third answer.')).toBeVisible()
    await user.click(button('Third question?'))
    expect(button('Third question?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Third answer.')).not.toBeVisible()
  })

  it('links each button to its panel for assistive technology', () => {
    render(<Accordion items={items} defaultOpen={0} />)
    const first = button('First question?')
    const panel = screen.getByRole('region', { name: 'First question?' })
    expect(first).toHaveAttribute('aria-controls', panel.id)
  })
})
