import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface RegisterInput {
  first_name: string
  last_name: string
  email: string
  password: string
}

/** POST /api/auth/register: always creates a role `user` account. */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/register', input)
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
