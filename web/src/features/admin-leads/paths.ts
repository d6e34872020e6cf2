import { pathTo } from '@/config/routes'

/** The admin leads pages, read from the route table (routes.json). */
export const leadPaths = {
  list: pathTo('adminLeads'),
  detail: (id: number | string) => pathTo('adminLead', { id }),
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
