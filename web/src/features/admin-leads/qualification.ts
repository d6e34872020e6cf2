import type { DeadlineStatus, Fault, PoliceReport, Qualification, Treatment, Vehicle } from './types'

/** The case evaluation's answers in the operator's words (the visitor saw the questions of issue 23, item 2). */
export const TREATMENT_LABELS: Record<Treatment, string> = {
  none: 'None yet',
  urgent_care: 'Urgent care or the ER',
  doctor: 'A doctor or chiropractor',
  hospital: 'A hospital stay',
  surgery: 'Surgery',
}

export const FAULT_LABELS: Record<Fault, string> = {
  other: 'The other party',
  me: 'The person themselves',
  shared: 'Shared',
  unsure: 'Not sure',
}

export const POLICE_REPORT_LABELS: Record<PoliceReport, string> = {
  yes: 'Yes',
  no: 'No',
  unsure: 'Not sure',
}

export const VEHICLE_LABELS: Record<Vehicle, string> = {
  commercial: 'A commercial truck or company vehicle',
  rideshare: 'A rideshare',
  government: 'A government vehicle',
  uninsured: 'An uninsured driver',
}

export const DEADLINE_STATUS_LABELS: Record<DeadlineStatus, string> = {
  open: 'Open',
  urgent: 'Urgent',
  passed: 'Passed',
}

/** Fewer days left than this make a deadline urgent (the server's qualification.UrgentDays). */
export const URGENT_DAYS = 90

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A calendar date (YYYY-MM-DD) or month (YYYY-MM) in words: "March 14, 2025", "March 2025"; anything else as it came. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value)
  if (!match) return value
  const month = MONTHS[Number(match[2]) - 1]
  if (!month) return value
  return match[3] ? `${month} ${Number(match[3])}, ${match[1]}` : `${month} ${match[1]}`
}

/** Whether the visitor gave only the month and year of the accident (the deadline then counts from the 1st). */
export function isMonthOnly(accidentDate: string): boolean {
  return /^\d{4}-\d{2}$/.test(accidentDate)
}

/** The deadline's status as of today, from the days left; the stored one (as of the lead's arrival) when they are unknown. */
export function currentDeadlineStatus(q: Pick<Qualification, 'days_left' | 'deadline_status'>): DeadlineStatus | null {
  if (q.days_left === null) return q.deadline_status
  if (q.days_left < 0) return 'passed'
  return q.days_left < URGENT_DAYS ? 'urgent' : 'open'
}

/** "612 days left", "1 day left", "The last day is today", "Passed 3 days ago". */
export function daysLeftText(days: number): string {
  if (days > 1) return `${days.toLocaleString('en-US')} days left`
  if (days === 1) return '1 day left'
  if (days === 0) return 'The last day is today'
  return days === -1 ? 'Passed yesterday' : `Passed ${(-days).toLocaleString('en-US')} days ago`
}

/** A yes-or-no answer in words; null: not given. */
export function yesNo(value: boolean | null): string {
  if (value === null) return 'Not given'
  return value ? 'Yes' : 'No'
}
