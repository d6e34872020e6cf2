import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/render'
import { ApiError, api, SESSION_KEY, toFieldErrors } from './api-client'

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toFieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(
      toFieldErrors({
        phone: ['The phone must be exactly 10 digits.', 'second message'],
        email: ['The email must be a valid email address.'],
      }),
    ).toEqual({ phone: 'The phone must be exactly 10 digits.', email: 'The email must be a valid email address.' })
  })

  it('accepts a plain string and ignores junk', () => {
    expect(toFieldErrors({ name: 'Required.', empty: [], odd: [42] })).toEqual({ name: 'Required.' })
    expect(toFieldErrors(undefined)).toEqual({})
    expect(toFieldErrors('nope')).toEqual({})
  })
})

describe('api client', () => {
  it('calls /api with JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { data: [{ id: 1 }] }))
    await expect(api.get('/states', { params: { page: 2, q: '' } })).resolves.toEqual({ data: [{ id: 1 }] })
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/states?page=2')
    expect(init?.method).toBe('GET')
    expect((init?.headers as Record<string, string>).Accept).toBe('application/json')
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('sends JSON bodies and extra headers', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { message: 'ok' }))
    await api.post('/contact', { a: 1 }, { headers: { 'Idempotency-Key': 'key-1' } })
    const init = fetchMock.mock.calls[0][1]
    const headers = init?.headers as Record<string, string>
    expect(init?.body).toBe('{"a":1}')
    expect(headers['Content-Type']).toBe('application/json')
    expect(headers['Idempotency-Key']).toBe('key-1')
  })

  it('adds the bearer token of the stored session', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ access_token: 'tok-123', user: { role: 'admin' } }))
    const fetchMock = stubFetch(jsonResponse(200, { data: {} }))
    await api.get('/auth/profile')
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-123')
  })

  it('ignores a corrupt session record', async () => {
    localStorage.setItem(SESSION_KEY, '{not json')
    const fetchMock = stubFetch(jsonResponse(200, { data: {} }))
    await api.get('/site')
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('maps a 422 to an ApiError with the first message per field', async () => {
    stubFetch(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { phone: ['Phone must be exactly 10 digits.', 'x'], zipCode: ['Zip code is invalid.'] },
      }),
    )
    const error = await api.post('/contact', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { phone: 'Phone must be exactly 10 digits.', zipCode: 'Zip code is invalid.' },
    })
  })

  it('keeps the server message of other errors without field errors', async () => {
    stubFetch(jsonResponse(404, { message: 'Service not found' }))
    const error = await api.get('/service-detail/99').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, message: 'Service not found', fieldErrors: {} })
  })

  it('survives a non-JSON error body', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = await api.get('/site').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' })
  })

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const error = await api.get('/site').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0 })
  })
})
