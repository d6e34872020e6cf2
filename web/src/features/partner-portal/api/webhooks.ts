import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { accountKey, portalKey } from './portal-keys'

/** One POST to the firm's webhook: a lead, a notice or a test. */
export interface WebhookAttempt {
  id: number
  event: string
  lead_reference: string
  /** 0: no answer came. */
  status_code: number
  ok: boolean
  error: string
  duration_ms: number
  created_at: string
}

const attemptsKey = [...portalKey, 'webhook-attempts'] as const

/** GET /api/partner/webhook-attempts: the latest 50, newest first. */
export function getWebhookAttempts(signal?: AbortSignal): Promise<WebhookAttempt[]> {
  return api.get<{ data: WebhookAttempt[] }>('/partner/webhook-attempts', { signal }).then((answer) => answer.data)
}

export function useWebhookAttempts(enabled: boolean) {
  return useQuery({ queryKey: attemptsKey, queryFn: ({ signal }) => getWebhookAttempts(signal), enabled, refetchInterval: 5_000 })
}

/** POST /api/partner/webhook-test → 202: a signed test.ping is on its way. */
export function useSendWebhookTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/partner/webhook-test'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attemptsKey }),
  })
}

/** POST /api/partner/webhook-secret (asks to confirm it is you): the new secret, shown this once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; data: { webhook_secret: string; previous_secret_until: string } }>('/partner/webhook-secret'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  })
}
