import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FieldError, RecordFormModal, TextField } from '@/components/admin'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/roles'
import { useCreateInvitation } from '../api/create-invitation'
import { usePartnerFirms } from '../api/get-partner-firms'
import { INVITED_ROLES, type InvitationInput, type InvitedRole } from '../invitations'

interface InviteValues {
  email: string
  role: InvitedRole
  /** The firm's id as the select has it ('' before one is chosen). */
  partner_id: string
}

/** The invitation form: an address, a role with what it may do, and for a partner firm's member the firm. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateInvitation()
  return (
    <RecordFormModal<InviteValues>
      open={open}
      title="Invite someone"
      size="md"
      submitLabel="Send the invitation"
      defaultValues={{ email: '', role: 'editor', partner_id: '' }}
      onClose={onClose}
      onSubmit={({ email, role, partner_id }) => {
        const input: InvitationInput = { email, role }
        if (role === 'partner') input.partner_id = Number(partner_id)
        return create.mutateAsync(input)
      }}
    >
      {(form) => (
        <>
          <p>
            They get an e-mail with a link that works once, for 7 days. Accepting it makes their account (or gives their existing account
            this role) and signs them in.
          </p>
          <TextField form={form} name="email" label="Email" type="email" rules={{ required: 'The email is required.' }} />
          <RoleFields form={form} />
        </>
      )}
    </RecordFormModal>
  )
}

function RoleFields({ form }: { form: UseFormReturn<InviteValues> }) {
  const id = useId()
  const role = form.watch('role')
  const partners = usePartnerFirms()
  const roleError = form.formState.errors.role?.message
  const firmError = form.formState.errors.partner_id?.message
  return (
    <>
      <div className="admin-form__field">
        <label htmlFor={`${id}-role`} className="form-label">
          Role
        </label>
        <select
          id={`${id}-role`}
          className={`form-select${roleError ? ' is-invalid' : ''}`}
          aria-describedby={`${id}-role-hint`}
          {...form.register('role')}
        >
          {INVITED_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        <div id={`${id}-role-hint`} className="form-text">
          {ROLE_DESCRIPTIONS[role]}
        </div>
        <FieldError id={`${id}-role-error`} message={roleError} />
      </div>
      {role === 'partner' ? (
        <div className="admin-form__field">
          <label htmlFor={`${id}-firm`} className="form-label">
            Partner firm
          </label>
          <select
            id={`${id}-firm`}
            className={`form-select${firmError ? ' is-invalid' : ''}`}
            aria-invalid={firmError ? true : undefined}
            aria-describedby={firmError ? `${id}-firm-error` : undefined}
            {...form.register('partner_id', { required: 'Choose the partner firm.' })}
          >
            <option value="">{partners.isPending ? 'Loading the firms…' : 'Choose a firm'}</option>
            {(partners.data ?? []).map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-firm-error`} message={firmError} />
        </div>
      ) : null}
    </>
  )
}
