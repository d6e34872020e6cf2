import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayInZone,
  formatDateTimeInZone,
  formatTimeInZone,
  lastDaysInZone,
  splitDateTimeInZone,
  usableTimeZone,
} from './operator-time'

// 03:30 UTC on March 1st is still February 28th in Los Angeles and already
// the afternoon of March 1st in Auckland: the two zones disagree on the
// day, so at least one of them differs from the zone of the machine running
// the tests, and the answers cannot come from the machine's calendar.
const instant = new Date('2026-03-01T03:30:00Z')

describe('operator time', () => {
  it('reads the day in the operator’s zone, not the machine’s', () => {
    expect(dayInZone(instant, 'America/Los_Angeles')).toBe('2026-02-28')
    expect(dayInZone(instant, 'Pacific/Auckland')).toBe('2026-03-01')
    expect(dayInZone(instant, 'UTC')).toBe('2026-03-01')
  })

  it('gives the operator’s last N days, today included', () => {
    expect(lastDaysInZone(30, instant, 'America/Los_Angeles')).toEqual({ from: '2026-01-30', to: '2026-02-28' })
    expect(lastDaysInZone(30, instant, 'Pacific/Auckland')).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(lastDaysInZone(1, instant, 'America/New_York')).toEqual({ from: '2026-02-28', to: '2026-02-28' })
  })

  it('counts calendar days across month ends and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-31', -29)).toBe('2026-03-02')
  })

  it('writes a time in the operator’s zone with its abbreviation, daylight saving included', () => {
    expect(formatDateTimeInZone('2025-03-15T10:00:00Z', 'America/Los_Angeles')).toBe('Mar 15, 2025, 3:00 AM PDT')
    expect(formatDateTimeInZone('2025-01-15T10:00:00Z', 'America/Los_Angeles')).toBe('Jan 15, 2025, 2:00 AM PST')
    expect(formatDateTimeInZone('2025-03-15T10:00:00Z', 'America/New_York')).toBe('Mar 15, 2025, 6:00 AM EDT')
    expect(formatDateTimeInZone('2025-03-15T10:00:00Z', 'UTC')).toBe('Mar 15, 2025, 10:00 AM UTC')
    expect(formatDateTimeInZone('', 'UTC')).toBe('—')
    expect(formatDateTimeInZone('not a date', 'UTC')).toBe('not a date')
    expect(formatTimeInZone(instant, 'America/Chicago')).toBe('9:30 PM CST')
  })

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(usableTimeZone('Not/A_Zone')).toBe('UTC')
    expect(usableTimeZone('')).toBe('UTC')
    expect(usableTimeZone(undefined)).toBe('UTC')
    expect(formatDateTimeInZone('2025-03-15T10:00:00Z', 'Not/A_Zone')).toBe('Mar 15, 2025, 10:00 AM UTC')
  })

  it('splits a table cell’s date and time in the operator’s zone', () => {
    expect(splitDateTimeInZone(instant.toISOString(), 'America/Los_Angeles')).toEqual({ date: 'Feb 28, 2026', time: '7:30 PM PST' })
    expect(splitDateTimeInZone(instant.toISOString(), 'Pacific/Auckland')).toEqual({ date: 'Mar 1, 2026', time: '4:30 PM GMT+13' })
    expect(splitDateTimeInZone('', 'UTC')).toEqual({ date: '—', time: '' })
  })
})
