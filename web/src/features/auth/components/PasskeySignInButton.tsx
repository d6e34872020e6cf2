import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { homeFor } from '@/lib/auth'
import { GENERIC_ERROR, notifySuccess } from '@/lib/notify'
import { useSignInWithPasskey } from '../api/sign-in-with-passkey'
import { browserHasPasskeys, passkeyProblem } from '../passkey-browser'

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for
 * the site, and one signs in with no password (both factors at once). A
 * cancelled prompt says nothing; a refusal stays under the button.
 */
export function PasskeySignInButton({ remember, label = 'Sign in with a passkey' }: { remember: () => boolean; label?: string }) {
  const navigate = useNavigate()
  const signIn = useSignInWithPasskey()
  const [problem, setProblem] = useState<string | null>(null)
  if (!browserHasPasskeys()) return null

  const start = async () => {
    setProblem(null)
    try {
      const response = await signIn.mutateAsync(remember())
      notifySuccess(response.message)
      navigate(homeFor(response.user.role))
    } catch (error) {
      if (error instanceof ApiError) setProblem(error.status > 0 && error.status < 500 ? error.message : GENERIC_ERROR)
      else setProblem(passkeyProblem(error))
    }
  }

  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-lg w-100" onClick={() => void start()} disabled={signIn.isPending}>
        {signIn.isPending ? 'Waiting for your passkey…' : label}
      </button>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  )
}
