import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useForm } from './form'

interface Values {
  name: string
  agree: boolean
}

function TestForm({ onValid, mode }: { onValid: (values: Values) => void; mode?: 'onSubmit' | 'onTouched' }) {
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<Values>({
    defaultValues: { name: 'Ann', agree: false },
    mode,
  })
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name', { validate: (v) => (v.trim() ? true : 'Name is required.') })} />
      {formState.errors.name ? <p>{formState.errors.name.message}</p> : null}
      <label htmlFor="agree">Agree</label>
      <input id="agree" type="checkbox" {...register('agree', { validate: (v) => (v ? true : 'Please agree.') })} />
      {formState.errors.agree ? <p>{formState.errors.agree.message}</p> : null}
      <button type="submit">Send</button>
      <button type="button" onClick={() => setError('name', { type: 'server', message: 'Taken on the server.' })}>
        Server error
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
      <button type="button" onClick={() => setFocus('agree')}>
        Focus agree
      </button>
    </form>
  )
}

describe('useForm', () => {
  it('fills the defaults and submits the values when every rule passes', async () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Ann')
    await userEvent.click(screen.getByLabelText('Agree'))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann', agree: true })
  })

  it('blocks the submit, shows every message and focuses the first invalid field', async () => {
    const onValid = vi.fn()
    render(<TestForm onValid={onValid} />)
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Please agree.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    // After a failed submit, fixing a field clears its message at once.
    await userEvent.type(screen.getByLabelText('Name'), 'Bo')
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
  })

  it('in onTouched mode checks a field when it loses focus', async () => {
    render(<TestForm onValid={vi.fn()} mode="onTouched" />)
    await userEvent.clear(screen.getByLabelText('Name'))
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
    await userEvent.tab()
    expect(screen.getByText('Name is required.')).toBeInTheDocument()
  })

  it('shows a server error until the field is edited, and reset restores the defaults', async () => {
    render(<TestForm onValid={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Server error' }))
    expect(screen.getByText('Taken on the server.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Name'), 'x')
    expect(screen.queryByText('Taken on the server.')).not.toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('Agree'))
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Ann')
    expect(screen.getByLabelText('Agree')).not.toBeChecked()
  })
})

describe('setFocus', () => {
  it('moves the focus to the named field', async () => {
    render(<TestForm onValid={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Focus agree' }))
    expect(screen.getByLabelText('Agree')).toHaveFocus()
  })
})

describe('a server-rendered form', () => {
  it('keeps what the visitor typed before the app ran, and fills in defaults elsewhere', () => {
    function Form() {
      const { register } = useForm({ defaultValues: { name: '', state: 'TX', agree: false } })
      return (
        <form>
          <input aria-label="Name" {...register('name')} />
          <select aria-label="State" {...register('state')}>
            <option value="">Choose</option>
            <option value="CA">California</option>
            <option value="TX">Texas</option>
          </select>
          <input type="checkbox" aria-label="Agree" {...register('agree')} />
        </form>
      )
    }
    // The server's HTML, typed into before hydration: the app then attaches.
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Form />)
    document.body.appendChild(container)
    const typed = container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!
    typed.value = 'Jordan'
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true
    act(() => {
      hydrateRoot(container, <Form />)
    })
    expect(typed.value).toBe('Jordan')
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
    expect(container.querySelector('select')!.value).toBe('TX')
    container.remove()
  })
})
