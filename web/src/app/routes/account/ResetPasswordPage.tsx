import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { NewPasswordForm } from '@/features/auth/components/NewPasswordForm'
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm'
import { useHead } from '@/lib/head'

/** /reset-password: the e-mail form; with the mailed link's ?token=, the new-password form. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  useHead({
    title: 'Reset password',
    description: 'Forgotten your password? We will e-mail you a link to choose a new one.',
    noindex: true,
  })
  if (token) {
    return (
      <AuthCard
        title="Choose a new password"
        intro="Setting a new password signs you out everywhere."
        footer={<Link to={paths.login}>Back to log in</Link>}
      >
        <NewPasswordForm token={token} />
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Reset password"
      intro="Enter the e-mail address you registered with and we will send you a link to choose a new password."
      footer={<Link to={paths.login}>Back to log in</Link>}
    >
      <ResetPasswordForm />
    </AuthCard>
  )
}
