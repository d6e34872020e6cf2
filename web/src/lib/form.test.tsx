import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
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

describe('groups and steps', () => {
  interface Answers {
    fault: string
    vehicles: string[]
    name: string
  }

  function Stepped({ onValid }: { onValid: (values: Answers) => void }) {
    const { register, handleSubmit, formState, clearErrors } = useForm<Answers>({
      defaultValues: { fault: '', vehicles: [], name: '' },
    })
    const [step, setStep] = useState(1)
    return (
      <form onSubmit={handleSubmit(step === 1 ? () => setStep(2) : onValid)} noValidate>
        {step === 1 ? (
          <fieldset>
            <legend>Fault</legend>
            {['other', 'me'].map((value) => (
              <label key={value}>
                <input type="radio" value={value} {...register('fault', { required: 'Choose one.' })} />
                {value}
              </label>
            ))}
            {formState.errors.fault ? <p>{formState.errors.fault.message}</p> : null}
            {['commercial', 'rideshare'].map((value) => (
              <label key={value}>
                <input type="checkbox" value={value} {...register('vehicles')} />
                {value}
              </label>
            ))}
          </fieldset>
        ) : (
          <>
            <label htmlFor="name">Name</label>
            <input id="name" {...register('name', { required: 'Name is required.' })} />
            {formState.errors.name ? <p>{formState.errors.name.message}</p> : null}
            <button type="button" onClick={() => setStep(1)}>
              Back
            </button>
          </>
        )}
        <button type="button" onClick={() => clearErrors('fault')}>
          Clear fault
        </button>
        <button type="submit">Next</button>
      </form>
    )
  }

  it('reads a radio group as its chosen value and checkboxes sharing a name as a list', async () => {
    const onValid = vi.fn()
    render(<Stepped onValid={onValid} />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Choose one.')).toBeInTheDocument()
    // The group takes the focus on its first radio.
    expect(screen.getByLabelText('other')).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Clear fault' }))
    expect(screen.queryByText('Choose one.')).not.toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('me'))
    await userEvent.click(screen.getByLabelText('commercial'))
    await userEvent.click(screen.getByLabelText('rideshare'))
    await userEvent.click(screen.getByLabelText('commercial'))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    // Only the fields on the page were checked: the name (step 2) was not.
    expect(screen.getByLabelText('Name')).toBeInTheDocument()
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Name'), 'Ann')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onValid).toHaveBeenCalledWith({ fault: 'me', vehicles: ['rideshare'], name: 'Ann' })
  })

  it('keeps the values of fields that left the page and gives them back when they return', async () => {
    render(<Stepped onValid={vi.fn()} />)
    await userEvent.click(screen.getByLabelText('other'))
    await userEvent.click(screen.getByLabelText('rideshare'))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.type(screen.getByLabelText('Name'), 'Bo')
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('other')).toBeChecked()
    expect(screen.getByLabelText('me')).not.toBeChecked()
    expect(screen.getByLabelText('rideshare')).toBeChecked()
    expect(screen.getByLabelText('commercial')).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Bo')
  })
})
