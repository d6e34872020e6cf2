import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR, notifySuccess } from '@/lib/notify'
import { useAddPasskey } from '../api/add-passkey'
import { usePasskeys, type Passkey } from '../api/get-passkeys'
import { useRemovePasskey } from '../api/remove-passkey'
import { useRenamePasskey } from '../api/rename-passkey'
import { browserHasPasskeys, passkeyProblem } from '../passkey-browser'
import { AuthField } from './AuthField'
import './two-step.scss'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** A failed call's words: the server's message for a refusal, the browser's problem otherwise (null: cancelled). */
function problemOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.status > 0 && error.status < 500 ? error.message : GENERIC_ERROR
  return passkeyProblem(error)
}

/**
 * The account screen's passkeys: the list (renamed or removed in place) and
 * a way to add one on this device. A passkey signs in with no password and
 * counts as both steps of two-step sign-in.
 */
export function PasskeysSection() {
  const id = useId()
  const passkeys = usePasskeys()
  const list = passkeys.data ?? []
  const supported = browserHasPasskeys()

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 className="account-card__subtitle" id={`${id}-title`}>
        Passkeys
      </h2>
      <p>
        A passkey signs you in with your fingerprint, face or screen lock instead of your password and a code. It stays on your device or in
        your password manager, and works only on this site.
      </p>
      {passkeys.isError ? (
        <p className="alert alert-danger" role="alert">
          Your passkeys could not be loaded right now.
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="sessions-list" aria-label="Your passkeys">
          {list.map((key) => (
            <PasskeyItem key={key.id} passkey={key} />
          ))}
        </ul>
      ) : passkeys.isSuccess ? (
        <p className="text-body-secondary">You have no passkeys yet.</p>
      ) : null}
      {supported ? (
        <AddPasskeyForm />
      ) : (
        <p className="text-body-secondary">This browser cannot make passkeys. Open your account in an up-to-date browser to add one.</p>
      )}
    </section>
  )
}

/** Naming the new passkey (optional) and asking the browser to make it. */
function AddPasskeyForm() {
  const id = useId()
  const add = useAddPasskey()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } })

  const onSubmit = async ({ name }: { name: string }) => {
    setProblem(null)
    try {
      const answer = await add.mutateAsync(name.trim())
      notifySuccess(answer.message)
      reset()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.fieldErrors.name) setError('name', { type: 'server', message: e.fieldErrors.name })
      else setProblem(problemOf(e))
    }
  }

  return (
    <form noValidate className="two-step" onSubmit={handleSubmit(onSubmit)}>
      <AuthField
        id={`${id}-name`}
        label="Name of the new passkey (optional)"
        type="text"
        autoComplete="off"
        hint="Say where it is, such as “Work laptop” or “My phone”. Without a name, it is named after this browser."
        field={register('name', { validate: (v) => (v.trim().length <= 60 ? true : 'The name may have at most 60 characters.') })}
        error={errors.name}
      />
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
      </button>
    </form>
  )
}

type Mode = 'view' | 'rename' | 'remove'

/** One passkey: its name and dates, renaming it, and removing it after a second thought. */
function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [mode, setMode] = useState<Mode>('view')
  const remove = useRemovePasskey()
  const [problem, setProblem] = useState<string | null>(null)

  const confirmRemove = async () => {
    setProblem(null)
    try {
      notifySuccess((await remove.mutateAsync(passkey.id)).message)
    } catch (e) {
      setProblem(problemOf(e) ?? GENERIC_ERROR)
    }
  }

  return (
    <li className="sessions-list__item">
      {mode === 'rename' ? (
        <RenameForm passkey={passkey} onDone={() => setMode('view')} />
      ) : (
        <>
          <div>
            <strong>{passkey.name}</strong>
            <div className="text-body-secondary small">
              added {date.format(new Date(passkey.created_at))} ·{' '}
              {passkey.last_used_at ? `last used ${date.format(new Date(passkey.last_used_at))}` : 'not used yet'}
            </div>
          </div>
          {mode === 'remove' ? (
            <div className="d-flex gap-2 flex-wrap align-items-center" role="group" aria-label={`Remove ${passkey.name}?`}>
              <span className="small">It will no longer sign you in.</span>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => void confirmRemove()} disabled={remove.isPending}>
                {remove.isPending ? 'Removing…' : 'Remove'}
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setMode('view')}>
                Keep it
              </button>
            </div>
          ) : (
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => setMode('rename')}
                aria-label={`Rename ${passkey.name}`}
              >
                Rename
              </button>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => setMode('remove')}
                aria-label={`Remove ${passkey.name}`}
              >
                Remove
              </button>
            </div>
          )}
        </>
      )}
      {problem ? (
        <p className="alert alert-danger w-100 mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  )
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const id = useId()
  const rename = useRenamePasskey()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: passkey.name } })

  const onSubmit = async ({ name }: { name: string }) => {
    setProblem(null)
    try {
      notifySuccess((await rename.mutateAsync({ id: passkey.id, name: name.trim() })).message)
      onDone()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.fieldErrors.name) setError('name', { type: 'server', message: e.fieldErrors.name })
      else setProblem(problemOf(e) ?? GENERIC_ERROR)
    }
  }

  return (
    <form noValidate className="w-100" onSubmit={handleSubmit(onSubmit)}>
      <AuthField
        id={`${id}-name`}
        label={`New name for ${passkey.name}`}
        type="text"
        autoComplete="off"
        field={register('name', {
          required: 'Give the passkey a name.',
          validate: (v) => (v.trim().length <= 60 ? true : 'The name may have at most 60 characters.'),
        })}
        error={errors.name}
      />
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
