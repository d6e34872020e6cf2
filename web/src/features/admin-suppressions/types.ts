/** A do-not-contact entry: phone (10 digits) and/or e-mail (lower-case), normalised by the server. */
export interface Suppression {
  id: number
  phone: string
  email: string
  reason: string
  created_at: string
}

export interface SuppressionInput {
  phone: string
  email: string
  reason: string
}

/** What POST /api/admin/suppressions/import reports. */
export interface ImportReport {
  added: number
  skipped: number
  skipped_lines: number[]
  refused: Array<{ line: number; reason: string }>
  rows: number
}

export { formatPhone } from '@/lib/admin/format'
