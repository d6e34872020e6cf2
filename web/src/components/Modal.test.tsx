import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './Modal'

/**
 * Records where focus is when React runs layout effects, before the browser
 * paints or handles the next key: rendered after the Modal, its layout
 * effect runs after the Modal's.
 */
function FocusAtCommit({ open, seen }: { open: boolean; seen: (Element | null)[] }) {
  useLayoutEffect(() => {
    if (open) seen.push(document.activeElement)
  }, [open, seen])
  return null
}

function Page({ seen = [] }: { seen?: (Element | null)[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/after">After</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Get help">
        <label>
          Name <input />
        </label>
        <button type="button">Send</button>
      </Modal>
      <FocusAtCommit open={open} seen={seen} />
    </>
  )
}

describe('Modal', () => {
  it('has focus inside before the first paint, so no key reaches the page behind', async () => {
    const seen: (Element | null)[] = []
    render(<Page seen={seen} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(seen).toHaveLength(1)
    expect(seen[0]).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('keeps Tab and Shift+Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Get help' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()

    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes from its Close button and the backdrop, not from a click inside', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('textbox', { name: 'Name' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open' }))
    const backdrop = screen.getByRole('dialog').parentElement!
    await user.pointer({ keys: '[MouseLeft]', target: backdrop })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
