import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { LoginForm } from '@/features/auth/components/LoginForm'
import { useHead } from '@/lib/head'

export default function LoginPage() {
  useHead({ title: 'Log in', description: 'Log in to your account to see your inquiries.', noindex: true })
  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to follow your inquiries."
      footer={
        <>
          Don't have an account? <Link to={paths.register}>Sign up</Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
