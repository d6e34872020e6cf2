import { Pagination } from '@/components/Pagination'
import { can, useProfile } from '@/lib/auth'
import { useHead } from '@/lib/head'
import { useLeads } from './api/get-leads'
import { ConversionExport } from './components/ConversionExport'
import { ExportCsvButton } from './components/ExportCsvButton'
import { LeadFilterBar } from './components/LeadFilterBar'
import { LeadsTable } from './components/LeadsTable'
import { formatLeadCount } from './format'
import { hasFilters, writeListSearch } from './filters'
import { useLeadFilters } from './use-lead-filters'
import './admin-leads.scss'
import './lead-history.scss'

/** /admin/leads: the leads inbox. Loaded only by the admin router (lazy). */
export default function LeadsPage() {
  useHead({ title: 'Leads' })
  const { filters, page, before, setFilters, setPage, goToCursor, search, setSearch, clearFilters } = useLeadFilters()
  const leads = useLeads(filters, page, before)
  const { data: profile } = useProfile()
  const filtered = hasFilters(filters)
  const order = filters.sort === 'tier' ? 'best tier first' : 'newest first'
  const query = writeListSearch(filters, page, before).toString()
  const listSearch = query ? `?${query}` : ''

  const data = leads.data
  const total = data?.total ?? 0
  const exact = data?.total_exact ?? true
  const count = formatLeadCount(total, exact)
  // The next page follows the server's cursor when it gave one: leads that
  // arrive meanwhile then do not push a lead from this page onto the next.
  // Any other page is chosen by number.
  const changePage = (next: number) => {
    if (data?.next_cursor && next === data.current_page + 1) goToCursor(next, data.next_cursor)
    else setPage(next)
  }

  return (
    <div className="leads-page">
      <div className="leads-page__header">
        <div>
          <h1 className="leads-page__title">Leads</h1>
          <p className="leads-page__summary" aria-live="polite">
            {data
              ? total === 0
                ? 'No leads'
                : `${count} ${total === 1 && exact ? 'lead' : 'leads'}${filtered ? ' match these filters' : ''}, ${order}`
              : '\u00a0'}
          </p>
        </div>
        {/* Every lead at once is an admin's (leads.export), not intake's. */}
        {can(profile, 'leads.export') ? (
          <div className="leads-page__actions">
            <ConversionExport />
            <ExportCsvButton filters={filters} />
          </div>
        ) : null}
      </div>

      <LeadFilterBar
        filters={filters}
        search={search}
        onSearchChange={setSearch}
        onChange={(changes) => setFilters(changes)}
        onClear={clearFilters}
        canClear={filtered || search !== ''}
      />

      <section id="leads-list" aria-label="Lead list">
        {leads.isError ? (
          <div className="alert alert-danger leads-page__error" role="alert">
            <p className="mb-2">Could not load the leads: {leads.error.message}</p>
            <button type="button" className="btn btn-outline-erase btn-sm" onClick={() => void leads.refetch()}>
              Try again
            </button>
          </div>
        ) : leads.isPending ? (
          <p className="leads-page__status" role="status">
            Loading leads…
          </p>
        ) : data && data.data.length === 0 ? (
          <div className="leads-page__empty" role="status">
            {filtered ? (
              <>
                <p>No leads match these filters.</p>
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={clearFilters}>
                  Clear filters
                </button>
              </>
            ) : page > 1 ? (
              <>
                <p>This page is empty.</p>
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setPage(1)}>
                  Go to the first page
                </button>
              </>
            ) : (
              <p>No leads yet. New consultation requests will appear here.</p>
            )}
          </div>
        ) : data ? (
          <>
            <LeadsTable
              leads={data.data}
              listSearch={listSearch}
              caption={`Leads, ${order}, page ${data.current_page} of ${formatLeadCount(data.last_page, exact)}`}
              busy={leads.isPlaceholderData || leads.isFetching}
            />
            <Pagination meta={data} onPageChange={changePage} label="Lead pages" />
          </>
        ) : null}
      </section>
    </div>
  )
}
