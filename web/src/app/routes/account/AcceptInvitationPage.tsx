import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { AuthCard } from '@/features/auth/components/AuthCard'
import { useInvitationOffer } from '@/features/auth/api/show-invitation'
import { AcceptInvitationForm } from '@/features/auth/components/AcceptInvitationForm'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-client'
import { useHead } from '@/lib/head'
import { ROLE_AS } from '@/lib/roles'
import { useSite } from '@/lib/site'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** /accept-invitation?token=: what the mailed invitation offers, and the form that accepts it. */
export default function AcceptInvitationPage() {
  useHead({ title: 'Accept your invitation', noindex: true })
  const { brand } = useSite()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const offer = useInvitationOffer(token)
  const footer = <Link to={paths.login}>Already set up? Log in</Link>

  if (!token || offer.isError) {
    const message =
      offer.error instanceof ApiError && offer.error.status === 422
        ? (offer.error.fieldErrors.token ?? offer.error.message)
        : offer.error instanceof ApiError && offer.error.status === 429
          ? offer.error.message
          : token
            ? 'We could not check this invitation right now. Please try again in a moment.'
            : 'This page opens from the link in your invitation e-mail.'
    return (
      <AuthCard title="Accept your invitation" footer={footer}>
        <p className="alert alert-danger" role="alert">
          {message}
        </p>
      </AuthCard>
    )
  }
  if (offer.isPending) {
    return (
      <AuthCard title="Accept your invitation">
        <Spinner label="Checking your invitation…" />
      </AuthCard>
    )
  }
  const invitation = offer.data
  const who = invitation.invited_by_name ? `${invitation.invited_by_name} invites you` : 'You are invited'
  const firm = invitation.role === 'partner' && invitation.partner_name ? ` ${invitation.partner_name}` : ''
  return (
    <AuthCard
      title="Accept your invitation"
      intro={`${who} to join ${brand} as ${ROLE_AS[invitation.role]}${firm}. The invitation expires on ${dateFormat.format(new Date(invitation.expires_at))}.`}
      footer={footer}
    >
      {invitation.has_account ? (
        <p className="alert alert-info" role="status">
          {invitation.email} has an account already: accepting gives it this role and the password you choose here, and signs it out
          everywhere.
        </p>
      ) : null}
      <AcceptInvitationForm token={token} offer={invitation} />
    </AuthCard>
  )
}
