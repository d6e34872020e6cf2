import { describe, expect, it } from 'vitest'
import { serviceIdOfPath } from './use-lead-submission'

describe('serviceIdOfPath', () => {
  it('reads the service of a service page, which the lead carries as its practice area', () => {
    expect(serviceIdOfPath('/service-detail/7')).toBe(7)
    expect(serviceIdOfPath('/service-detail/12/')).toBe(12)
  })
  it('reads it on the Spanish twin too', () => {
    expect(serviceIdOfPath('/es/service-detail/7')).toBe(7)
  })
  it('is undefined elsewhere', () => {
    for (const path of ['/', '/services', '/service-detail/', '/service-detail/abc', '/state-law-detail/4', '/x/service-detail/3']) {
      expect(serviceIdOfPath(path)).toBeUndefined()
    }
  })
})
