/**
 * The admin leads routes. They live here rather than in config/paths.ts so
 * nothing public ever imports admin code (the router wires the same paths).
 */
export const leadPaths = {
  list: '/admin/leads',
  detail: (id: number | string) => `/admin/leads/${id}`,
} as const

/** What the list hands to the detail page so 'Back to leads' keeps the filters. */
export interface LeadLinkState {
  listSearch?: string
}

export function listSearchFrom(state: unknown): string {
  if (state && typeof state === 'object' && 'listSearch' in state) {
    const search = (state as LeadLinkState).listSearch
    if (typeof search === 'string' && (search === '' || search.startsWith('?'))) return search
  }
  return ''
}
