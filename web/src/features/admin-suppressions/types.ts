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

/** "(555) 123-4567" for a 10-digit number; anything else as stored. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone
}
