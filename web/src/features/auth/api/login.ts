import { useMutation } from '@tanstack/react-query'
import { api, SESSION_KEY } from '@/lib/api-client'

export interface User {
  id: number
  first_name: string
  last_name: string
  email: string
  role: 'admin' | 'user'
  created_at: string
}

export interface LoginInput {
  email: string
  password: string
  /** 'Remember password': a 30-day session instead of 12 hours. */
  remember: boolean
}

export interface LoginResponse {
  message: string
  access_token: string
  token_type: 'Bearer'
  expires_at: string
  user: User
}

/** POST /api/auth/login; keeps the token (only the token is trusted later). */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/login', input)
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: response.access_token, expires_at: response.expires_at }),
  )
  return response
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
