import { ApiError } from '@/lib/api-client'
import { GENERIC_ERROR, notifyError } from '@/lib/notify'
import { useExportLeads } from '../api/export-leads'
import type { LeadFilters } from '../filters'
import { Icon } from '@/components/Icon'

/** Downloads the filtered list as CSV (all pages, same filters as the table). */
export function ExportCsvButton({ filters }: { filters: LeadFilters }) {
  const exportLeads = useExportLeads()
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={exportLeads.isPending}
      onClick={() =>
        exportLeads.mutate(filters, {
          onError: (error) => notifyError(error instanceof ApiError && error.status !== 0 ? error.message : GENERIC_ERROR, 'Export failed'),
        })
      }
    >
      <Icon name="fileText" size={18} />
      {exportLeads.isPending ? 'Exporting…' : 'Export CSV'}
    </button>
  )
}
