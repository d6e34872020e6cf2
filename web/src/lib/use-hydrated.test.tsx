import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useHydrated, useTypedBeforeHydration } from './use-hydrated'

function Search() {
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(input, setQuery)
  const hydrated = useHydrated()
  return (
    <>
      <input ref={input} aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output data-testid="query">{query}</output>
      <output data-testid="hydrated">{String(hydrated)}</output>
    </>
  )
}

describe('useHydrated and useTypedBeforeHydration', () => {
  it('take up what a visitor typed into the server HTML before the app ran, once', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Search />)
    document.body.appendChild(container)
    expect(screen.getByTestId('hydrated')).toHaveTextContent('false')
    screen.getByLabelText<HTMLInputElement>('Search').value = 'car'
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Search />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(screen.getByTestId('hydrated')).toHaveTextContent('true')
    expect(screen.getByTestId('query')).toHaveTextContent('car')
    expect(screen.getByLabelText('Search')).toHaveValue('car')
    container.remove()
  })

  it('are true at once, and take up nothing, when the app draws the page itself', () => {
    render(<Search />)
    expect(screen.getByTestId('hydrated')).toHaveTextContent('true')
    expect(screen.getByTestId('query')).toHaveTextContent('')
  })
})
