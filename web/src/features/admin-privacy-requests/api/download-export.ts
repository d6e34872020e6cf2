import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** GET /api/admin/privacy-requests/{id}/export: everything held about the requester, as a JSON file. */
export async function downloadPrivacyExport(id: number): Promise<void> {
  const data = await api.get<unknown>(`/admin/privacy-requests/${id}/export`)
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `privacy-request-${id}-export.json`
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

export function useDownloadPrivacyExport() {
  return useMutation({ mutationFn: downloadPrivacyExport })
}
