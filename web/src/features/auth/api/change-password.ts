import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface ChangePasswordInput {
  current_password: string
  password: string
}

/** POST /api/auth/change-password: this session stays, every other one ends. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/change-password', input)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
