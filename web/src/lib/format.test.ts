import { formatCount, formatLongDate } from './format'

describe('formatLongDate', () => {
  it.each([
    ['2024-03-05T10:00:00Z', 'March 5, 2024'],
    ['2024-12-31T23:59:59Z', 'December 31, 2024'],
    ['2026-01-01T00:30:00+02:00', 'December 31, 2025'],
    ['2026-11-21T00:00:00Z', 'November 21, 2026'],
  ])('%s is %s, as Intl writes it in UTC', (value, want) => {
    expect(formatLongDate(value)).toBe(want)
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    expect(formatLongDate(value)).toBe(intl.format(new Date(value)))
  })

  it('gives back text that is no date', () => {
    expect(formatLongDate('soon')).toBe('soon')
  })
})

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 12500, 1234567, -4200])('writes %d as toLocaleString does', (value) => {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
  })
})
