import { useMutation } from '@tanstack/react-query'
import { API_BASE } from '@/lib/api-client'
import { downloadCsv } from '@/lib/admin/download'
import { auditQueryParams, type AuditFilters } from '../filters'

/** The URL of the CSV export of the filtered log: /api/admin/audit/export?…. */
export function auditExportUrl(filters: AuditFilters): string {
  const query = new URLSearchParams(auditQueryParams(filters)).toString()
  return `${API_BASE}/admin/audit/export${query ? `?${query}` : ''}`
}

/** GET /api/admin/audit/export with the list's filters, handed to the browser as a file. The export is itself audited. */
export function exportAuditLog(filters: AuditFilters): Promise<string> {
  return downloadCsv(auditExportUrl(filters), 'audit-log.csv')
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog })
}
