import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import type { Profile } from '@/lib/auth'
import { useForm } from '@/lib/form'
import { GENERIC_ERROR, notifySuccess } from '@/lib/notify'
import { useConfirmAuthenticator } from '../api/confirm-authenticator'
import { useNewRecoveryCodes } from '../api/new-recovery-codes'
import { useSetUpAuthenticator, type AuthenticatorSetup } from '../api/set-up-authenticator'
import { useTurnOffAuthenticator } from '../api/turn-off-authenticator'
import { AuthField } from './AuthField'
import './two-step.scss'

type Stage = { kind: 'idle' } | { kind: 'scan'; setup: AuthenticatorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'off' }

/**
 * The account screen's two-step sign-in: its state, setting up an
 * authenticator (QR code or key, then a code), the recovery codes shown
 * once, and turning it off with the password and a code.
 */
export function TwoStepSection({ profile }: { profile: Profile }) {
  const id = useId()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const setUp = useSetUpAuthenticator()
  const renew = useNewRecoveryCodes()

  const start = async () => {
    setError(null)
    try {
      setStage({ kind: 'scan', setup: await setUp.mutateAsync() })
    } catch (e) {
      setError(refusalOf(e))
    }
  }

  const newCodes = async () => {
    setError(null)
    try {
      const answer = await renew.mutateAsync()
      notifySuccess(answer.message)
      setStage({ kind: 'codes', codes: answer.data.recovery_codes })
    } catch (e) {
      setError(refusalOf(e))
    }
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 className="account-card__subtitle" id={`${id}-title`}>
        Two-step sign-in
      </h2>
      {profile.mfa_setup_required ? (
        <div className="alert alert-warning" role="status">
          Your role reads people&apos;s personal data, so it needs two-step sign-in: set up an authenticator app, or add a passkey below, to
          continue.
        </div>
      ) : null}
      {stage.kind === 'scan' ? (
        <ScanStep
          setup={stage.setup}
          onConfirmed={(codes) => setStage({ kind: 'codes', codes })}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
      ) : stage.kind === 'off' ? (
        <TurnOffForm onDone={() => setStage({ kind: 'idle' })} />
      ) : (
        <>
          <p>
            {profile.totp_enabled
              ? 'On: signing in takes your password and a code from your authenticator app.'
              : profile.mfa_enabled
                ? 'Your passkeys sign you in. An authenticator app as well lets you sign in on a device that has none of them.'
                : 'Off: signing in takes your password only. With two-step sign-in, a stolen password is not enough.'}
          </p>
          {profile.totp_enabled ? (
            <p className={profile.recovery_codes_left <= 3 ? 'alert alert-warning' : 'text-body-secondary'}>
              {profile.recovery_codes_left === 1 ? '1 recovery code left.' : `${profile.recovery_codes_left} recovery codes left.`}
              {profile.recovery_codes_left <= 3 ? ' Make new ones before you run out.' : ''}
            </p>
          ) : null}
          {error ? (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          ) : null}
          <div className="d-flex gap-2 flex-wrap">
            <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={setUp.isPending}>
              {profile.totp_enabled
                ? 'Use another authenticator'
                : profile.mfa_enabled
                  ? 'Add an authenticator app'
                  : 'Set up two-step sign-in'}
            </button>
            {profile.totp_enabled ? (
              <button type="button" className="btn btn-outline-primary" onClick={() => void newCodes()} disabled={renew.isPending}>
                Make new recovery codes
              </button>
            ) : null}
            {profile.totp_enabled ? (
              <button type="button" className="btn btn-outline-danger" onClick={() => setStage({ kind: 'off' })}>
                Turn off
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  )
}

/** The QR code (or the key to type) and the code that proves the app has it. */
function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: AuthenticatorSetup
  onConfirmed: (codes: string[]) => void
  onCancel: () => void
}) {
  const id = useId()
  const confirm = useConfirmAuthenticator()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } })

  const onSubmit = async ({ code }: { code: string }) => {
    setFormError(null)
    try {
      const answer = await confirm.mutateAsync(code)
      notifySuccess(answer.message)
      onConfirmed(answer.data.recovery_codes)
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.fieldErrors.code) setError('code', { type: 'server', message: e.fieldErrors.code })
      else setFormError(refusalOf(e))
    }
  }

  return (
    <form noValidate className="two-step" onSubmit={handleSubmit(onSubmit)}>
      <ol className="two-step__steps">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) and scan this code.
          <img
            className="two-step__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
            alt="QR code of the key for your authenticator app"
            width={200}
            height={200}
          />
          <p className="form-text">
            Cannot scan it? Type this key instead: <code className="two-step__key">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <AuthField
        id={`${id}-code`}
        label="Code from the app"
        type="text"
        autoComplete="one-time-code"
        field={register('code', { required: 'Enter the code the app shows.' })}
        error={errors.code}
      />
      <FormFooter error={formError} pending={confirm.isPending} label="Turn on" pendingLabel="Checking…" onCancel={onCancel} />
    </form>
  )
}

/** The recovery codes, shown this once, to save before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n') + '\n'
  return (
    <div className="two-step">
      <p>
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They are not shown again.
      </p>
      <ul className="two-step__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="d-flex gap-2 flex-wrap">
        <a
          className="btn btn-outline-primary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          Download
        </a>
        <button type="button" className="btn btn-outline-primary" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  )
}

/** Turning the authenticator off: the password and a current code (or a recovery code). */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const id = useId()
  const turnOff = useTurnOffAuthenticator()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } })

  const onSubmit = async (values: { password: string; code: string }) => {
    setFormError(null)
    try {
      const answer = await turnOff.mutateAsync(values)
      notifySuccess(answer.message)
      onDone()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        if (e.fieldErrors.password) setError('password', { type: 'server', message: e.fieldErrors.password })
        if (e.fieldErrors.code) setError('code', { type: 'server', message: e.fieldErrors.code })
      } else {
        setFormError(refusalOf(e))
      }
    }
  }

  return (
    <form noValidate className="two-step" onSubmit={handleSubmit(onSubmit)}>
      <p>Turning two-step sign-in off makes your password alone enough to sign in.</p>
      <AuthField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        field={register('password', { required: 'Password is required.' })}
        error={errors.password}
      />
      <AuthField
        id={`${id}-code`}
        label="Code from the app (or a recovery code)"
        type="text"
        autoComplete="one-time-code"
        field={register('code', { required: 'Enter a code.' })}
        error={errors.code}
      />
      <FormFooter
        error={formError}
        pending={turnOff.isPending}
        label="Turn off two-step sign-in"
        pendingLabel="Turning off…"
        danger
        onCancel={onDone}
      />
    </form>
  )
}

/** What to tell the person of a failed call: the server's message for a refusal, the generic one otherwise. */
function refusalOf(e: unknown): string {
  return e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : GENERIC_ERROR
}

/** A form's refusal, its submit button and Cancel. */
function FormFooter(props: {
  error: string | null
  pending: boolean
  label: string
  pendingLabel: string
  danger?: boolean
  onCancel: () => void
}) {
  return (
    <>
      {props.error ? (
        <p className="alert alert-danger" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="d-flex gap-2 flex-wrap">
        <button type="submit" className={`btn ${props.danger ? 'btn-danger' : 'btn-primary'}`} disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.label}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}
