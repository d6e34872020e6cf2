import { describe, expect, it } from 'vitest'
import { formatCents } from './money'

describe('formatCents', () => {
  it('writes cents as US dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(-1250)).toBe('-$12.50')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
  })
})
