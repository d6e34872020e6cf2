import { pathTo } from '@/config/routes'

/**
 * The audit log of admin actions (docs/decisions/027-audit-log.md): shared
 * by the audit screen and the audit history panels of record pages.
 */
export interface AuditEvent {
  id: number
  at: string
  /** The account that acted; null when none (never for admin actions). */
  actor_id: number | null
  /** The actor's e-mail and name when the event happened. */
  actor_email: string
  actor_name: string
  action: AuditAction | string
  record_type: AuditRecordType | string
  record_id: string
  /** What changed, by field name; never a visitor's data. */
  summary: string
  ip: string
  request_id: string
}

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'view',
  'export',
  'import',
  'settings_change',
  'role_change',
  'privacy_action',
  'deliver',
  'retry',
  'sign_in',
  'sign_in_failed',
  'revoke',
  'accept',
  'mfa_on',
  'mfa_off',
  'mfa_reset',
  'sessions_end',
  'secret_rotate',
  'passkey_add',
  'passkey_remove',
  'recovery_codes_new',
  'approve',
  'deny',
  'decline',
  'start',
  'stop',
  'ship',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  view: 'Viewed',
  export: 'Exported',
  import: 'Imported',
  settings_change: 'Settings changed',
  role_change: 'Role changed',
  privacy_action: 'Privacy action',
  deliver: 'Sent to a partner',
  retry: 'Delivery retried',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  revoke: 'Withdrawn',
  accept: 'Accepted',
  mfa_on: 'Two-step sign-in on',
  mfa_off: 'Two-step sign-in off',
  mfa_reset: 'Two-step sign-in reset',
  sessions_end: 'Sessions signed out',
  secret_rotate: 'Webhook secret replaced',
  passkey_add: 'Passkey added',
  passkey_remove: 'Passkey removed',
  recovery_codes_new: 'New recovery codes',
  approve: 'Approved',
  deny: 'Denied',
  decline: 'Declined',
  start: 'Started',
  stop: 'Stopped',
  ship: 'Shipped',
}

export const AUDIT_RECORD_TYPES = [
  'analytics',
  'audit_event',
  'blog',
  'change_request',
  'consent_text',
  'conversion',
  'delivery',
  'experiment',
  'invitation',
  'invoice',
  'lead',
  'ledger_entry',
  'partner',
  'privacy_request',
  'question',
  'return',
  'revocation',
  'service',
  'settings',
  'state_law',
  'suppression',
  'user',
] as const
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

export const AUDIT_RECORD_TYPE_LABELS: Record<AuditRecordType, string> = {
  analytics: 'Analytics',
  audit_event: 'Audit log',
  blog: 'Blog post',
  change_request: 'Change request',
  consent_text: 'Consent text',
  conversion: 'Conversions',
  delivery: 'Delivery',
  experiment: 'Experiment',
  invitation: 'Invitation',
  invoice: 'Invoice',
  lead: 'Lead',
  ledger_entry: 'Ledger entry',
  partner: 'Partner',
  privacy_request: 'Privacy request',
  question: 'FAQ',
  return: 'Return',
  revocation: 'Revocation',
  service: 'Service',
  settings: 'Settings',
  state_law: 'State law',
  suppression: 'Do-not-contact entry',
  user: 'User',
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action
}

export function auditRecordTypeLabel(type: string): string {
  return (AUDIT_RECORD_TYPE_LABELS as Record<string, string>)[type] ?? type
}

/**
 * The admin page of a record, where it has one of its own (a lead, a
 * revocation); null otherwise. Records of the other kinds are edited in
 * their lists' dialogs, and a deleted record has no page at all.
 */
export function auditRecordPath(type: string, id: string): string | null {
  if (!/^\d+$/.test(id)) return null
  switch (type) {
    case 'lead':
      return pathTo('adminLead', { id })
    case 'revocation':
      return pathTo('adminRevocation', { id })
    default:
      return null
  }
}

/** Who acted, as the table shows it: the name, else the e-mail, else the account id. */
export function auditActor(event: Pick<AuditEvent, 'actor_id' | 'actor_email' | 'actor_name'>): string {
  if (event.actor_name.trim()) return event.actor_name.trim()
  if (event.actor_email) return event.actor_email
  return event.actor_id !== null ? `Account #${event.actor_id}` : 'Nobody signed in'
}
