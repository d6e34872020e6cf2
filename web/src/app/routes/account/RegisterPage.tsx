import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { RegisterForm } from '@/features/auth/components/RegisterForm'
import { useHead } from '@/lib/head'

export default function RegisterPage() {
  useHead({ title: 'Create an account', description: 'Create an account to follow your accident-claim inquiries.', noindex: true })
  return (
    <AuthCard
      title="Create an account"
      intro="An account lets you see the inquiries you have sent us."
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  )
}
