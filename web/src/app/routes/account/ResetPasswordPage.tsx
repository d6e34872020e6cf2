import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm'
import { useHead } from '@/lib/head'

export default function ResetPasswordPage() {
  useHead({ title: 'Reset password', description: 'Forgotten your password? Find out how to get back into your account.' })
  return (
    <AuthCard
      title="Reset password"
      intro="Enter the e-mail address you registered with."
      footer={<Link to={paths.login}>Back to log in</Link>}
    >
      <ResetPasswordForm />
    </AuthCard>
  )
}
