import { describe, expect, it } from 'vitest'
import { centsToInput, formatCents, parseDollars } from './money'

describe('formatCents', () => {
  it('writes cents as US dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50')
    expect(formatCents(-1250)).toBe('-$12.50')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
  })
})

describe('parseDollars', () => {
  it('reads dollars as cents without floating point', () => {
    expect(parseDollars('45')).toBe(4500)
    expect(parseDollars('45.5')).toBe(4550)
    expect(parseDollars('$1,250.05')).toBe(125005)
    expect(parseDollars('-12.50')).toBe(-1250)
    expect(parseDollars('0.07')).toBe(7)
    expect(parseDollars('19.99')).toBe(1999)
  })
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '12,34', '1e3', '--1']) expect(parseDollars(bad)).toBeNull()
  })
})

describe('centsToInput', () => {
  it('writes cents as a plain decimal an input takes back', () => {
    expect(centsToInput(4500)).toBe('45.00')
    expect(centsToInput(-5)).toBe('-0.05')
    expect(centsToInput(0)).toBe('0.00')
    expect(parseDollars(centsToInput(123456))).toBe(123456)
  })
})
