/**
 * The dialog that asks the signed-in person to confirm it is them (their
 * password, or a code from their authenticator) when one of the most
 * sensitive actions needs it (403 confirmation_required); the api client
 * then repeats the action. Mounted by the admin area and the account
 * screen, never on public pages.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Modal } from '@/components/Modal'
import { api, ApiError, setConfirmationHandler } from './api-client'
import { useProfile } from './auth'
import { GENERIC_ERROR } from './notify'

export function ConfirmIdentityProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const settle = useRef<((confirmed: boolean) => void) | null>(null)

  useEffect(
    () =>
      setConfirmationHandler(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve
            setOpen(true)
          }),
      ),
    [],
  )

  const close = (confirmed: boolean) => {
    setOpen(false)
    settle.current?.(confirmed)
    settle.current = null
  }

  return (
    <>
      {children}
      <Modal open={open} onClose={() => close(false)} title="Confirm it is you">
        {open ? <ConfirmForm onDone={() => close(true)} onCancel={() => close(false)} /> : null}
      </Modal>
    </>
  )
}

function ConfirmForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const id = useId()
  const { data: profile } = useProfile()
  const withCode = profile?.totp_enabled ?? false
  // A code by default for an account with an authenticator (once its profile is known), until the person chooses.
  const [choice, setChoice] = useState<'code' | 'password' | null>(null)
  const useCode = choice ? choice === 'code' : withCode
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async () => {
    setError(null)
    setPending(true)
    try {
      await api.post('/auth/confirm', useCode ? { code: value } : { password: value })
      onDone()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldErrors.code ?? e.fieldErrors.password ?? e.message)
      else setError(e instanceof ApiError && e.status < 500 ? e.message : GENERIC_ERROR)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p>This action needs a fresh check that it is you. It lasts 10 minutes.</p>
      <div className="mb-3">
        <label htmlFor={`${id}-value`} className="form-label">
          {useCode ? 'Code from your authenticator app' : 'Your password'}
        </label>
        <input
          id={`${id}-value`}
          type={useCode ? 'text' : 'password'}
          inputMode={useCode ? 'numeric' : undefined}
          autoComplete={useCode ? 'one-time-code' : 'current-password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
        />
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        ) : null}
      </div>
      {withCode ? (
        <button
          type="button"
          className="btn btn-link p-0 mb-3"
          onClick={() => {
            setChoice(useCode ? 'password' : 'code')
            setValue('')
            setError(null)
          }}
        >
          {useCode ? 'Use my password instead' : 'Use a code instead'}
        </button>
      ) : null}
      <div className="admin-form__actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending || value === ''}>
          {pending ? 'Checking…' : 'Confirm'}
        </button>
      </div>
    </form>
  )
}
