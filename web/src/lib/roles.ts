import type { Role } from './auth'

/** Each role's name on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  intake: 'Intake',
  partner: 'Partner',
  user: 'User',
}

/** What each role may do, as the server's route table grants it (docs/access.md). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything: content, leads, exports, analytics, partners, accounts, settings and the audit log.',
  editor: 'Content only: services, state laws, FAQs, the blog and its images.',
  intake: 'The leads and everything about a lead, with the do-not-contact list, revocations and privacy requests.',
  partner: "A partner firm's member: the leads the firm bought, in the partner portal.",
  user: "A visitor's account: their own inquiries. No staff access.",
}

/** A role as a sentence puts it: "join the site as an editor". */
export const ROLE_AS: Record<Role, string> = {
  admin: 'an admin',
  editor: 'an editor',
  intake: 'a member of the intake team',
  partner: 'a member of the partner firm',
  user: 'a visitor',
}
