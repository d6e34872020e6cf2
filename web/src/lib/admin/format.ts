import type { PaginationMeta } from '@/components/Pagination'

/** SPEC §9: admin tables cut long text to 30 characters plus '...'. */
export const TRUNCATE_AT = 30

export function truncate(text: string | null | undefined, max = TRUNCATE_AT): string {
  const value = text ?? ''
  return value.length > max ? `${value.slice(0, max)}...` : value
}

/** The '#' column: (current_page - 1) * per_page + index + 1. */
export function rowNumber(meta: Pick<PaginationMeta, 'current_page' | 'per_page'>, index: number): number {
  return (meta.current_page - 1) * meta.per_page + index + 1
}

/** 5551234567 → (555) 123-4567; anything else as it came. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length !== 10) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
