/**
 * The one HTTP client of the app: JSON over /api, bearer token when signed in,
 * and every non-2xx answer turned into an ApiError that forms can read.
 */

export const API_BASE = '/api'

/** localStorage key of the session record written at login. */
export const SESSION_KEY = 'claimsite.session'

export type FieldErrors = Record<string, string>

export class ApiError extends Error {
  readonly status: number
  /** First server message per field of a 422 answer; empty otherwise. */
  readonly fieldErrors: FieldErrors
  /** The refusal's `code` when the server names one ("forbidden", "confirmation_required"...). */
  readonly code: string

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, code = '') {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fieldErrors = fieldErrors
    this.code = code
  }
}

let confirmationHandler: (() => Promise<boolean>) | null = null

/**
 * Registers how the app asks the signed-in person to confirm it is them
 * (password or code) when an action answers 403 confirmation_required; it
 * resolves true once they did. Returns a function that unregisters it.
 */
export function setConfirmationHandler(handler: (() => Promise<boolean>) | null): () => void {
  confirmationHandler = handler
  return () => {
    if (confirmationHandler === handler) confirmationHandler = null
  }
}

let confirming = 0
const confirmingListeners = new Set<() => void>()

function setConfirming(delta: number) {
  confirming += delta
  for (const listener of confirmingListeners) listener()
}

/** Whether the app is asking the person to confirm it is them (the call that asked waits for them, not for the server). */
export function isConfirming(): boolean {
  return confirming > 0
}

/** Calls listener whenever isConfirming may have changed; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeConfirming(listener: () => void): () => void {
  confirmingListeners.add(listener)
  return () => confirmingListeners.delete(listener)
}

/**
 * Runs a call; when the server asks for a fresh check of who the person is
 * (403 confirmation_required) and the app can ask for one, asks, then runs
 * the call once more.
 */
export async function withConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'confirmation_required' || !confirmationHandler) throw error
    setConfirming(1)
    let confirmed: boolean
    try {
      confirmed = await confirmationHandler()
    } finally {
      setConfirming(-1)
    }
    if (!confirmed) throw error
    return call()
  }
}

/** Pagination envelope of every paged list (docs/api.md). */
export interface Paginated<T> {
  data: T[]
  current_page: number
  last_page: number
  total: number
  per_page: number
  from: number | null
  to: number | null
  prev_page_url: string | null
  next_page_url: string | null
}

export interface DataEnvelope<T> {
  data: T
}

/** Calls whose 401 means "bad credentials", not "your session is gone". */
const CREDENTIAL_CALLS = ['/auth/login', '/auth/register']

let unauthorizedHandler: (() => void) | null = null

/**
 * Registers what happens when a signed-in call answers 401 (the session
 * expired or was revoked): the app signs the user out and sends them to
 * /login. Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): () => void {
  unauthorizedHandler = handler
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null
  }
}

/** Reads only the token; roles come from the server, never from storage. */
export function readAccessToken(): string | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && 'access_token' in parsed) {
      const token = (parsed as { access_token: unknown }).access_token
      return typeof token === 'string' && token !== '' ? token : null
    }
  } catch {
    // A corrupt record is the same as no session.
  }
  return null
}

/** Maps a 422 `errors` object ({field: [messages]}) to the first message per field. */
export function toFieldErrors(errors: unknown): FieldErrors {
  const result: FieldErrors = {}
  if (!errors || typeof errors !== 'object') return result
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) {
      const first = messages.find((m): m is string => typeof m === 'string')
      if (first) result[field] = first
    } else if (typeof messages === 'string') {
      result[field] = messages
    }
  }
  return result
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  params?: Record<string, string | number | undefined>
  signal?: AbortSignal
}

function buildUrl(path: string, params?: RequestOptions['params']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`
  if (!params) return url
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${url}?${query}` : url
}

export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withConfirmation(() => sendRequest<T>(path, options))
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = readAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`

  let body: BodyInit | undefined
  if (options.body instanceof FormData || options.body instanceof Blob) {
    // A Blob (a chosen file) goes as it is, with the Content-Type the caller sets.
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, 'Network error')
  }

  const text = await response.text()
  let payload: unknown = undefined
  if (text) {
    try {
      payload = JSON.parse(text)
    } catch {
      payload = undefined
    }
  }

  if (!response.ok) {
    if (response.status === 401 && !CREDENTIAL_CALLS.includes(path.replace(/\/+$/, ''))) unauthorizedHandler?.()
    const record = (payload && typeof payload === 'object' ? payload : {}) as {
      message?: unknown
      errors?: unknown
      code?: unknown
    }
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : response.statusText || `Request failed with status ${response.status}`
    throw new ApiError(
      response.status,
      message,
      response.status === 422 ? toFieldErrors(record.errors) : {},
      typeof record.code === 'string' ? record.code : '',
    )
  }
  return payload as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
