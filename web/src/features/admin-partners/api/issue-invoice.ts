import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoicesKey } from '@/lib/admin/query-keys'
import { api } from '@/lib/api-client'
import type { Invoice } from '@/lib/invoice'

/** POST /api/admin/partners/{id}/invoices: the firm's invoice now, of every entry no invoice took yet (mailed to it). */
export function issueInvoice(partnerId: number) {
  return api.post<{ data: Invoice }>(`/admin/partners/${partnerId}/invoices`, {}).then((r) => r.data)
}

export function useIssueInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  })
}
