import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { composeTitle, DEFAULT_DESCRIPTION, useHead, type HeadOptions } from './head'
import { siteQueryOptions } from './site'
import { testSite } from '@/testing/render'

function Head(props: HeadOptions) {
  useHead(props)
  return null
}

function renderHead(props: HeadOptions) {
  const client = new QueryClient()
  client.setQueryData(siteQueryOptions.queryKey, testSite({ brand: 'Test Claims' }))
  return render(
    <QueryClientProvider client={client}>
      <Head {...props} />
    </QueryClientProvider>,
  )
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)

describe('composeTitle', () => {
  it('adds the brand after the page title, once', () => {
    expect(composeTitle('About Us', 'Test Claims')).toBe('About Us | Test Claims')
    expect(composeTitle('Test Claims', 'Test Claims')).toBe('Test Claims')
    expect(composeTitle('Car claims at Test Claims', 'Test Claims')).toBe('Car claims at Test Claims')
    expect(composeTitle('', 'Test Claims')).toBe('Test Claims')
  })
})

describe('useHead', () => {
  it('sets the title, the description and the keywords', () => {
    const { rerender } = renderHead({ title: 'Services', description: 'All our services.', keywords: 'a, b' })
    expect(document.title).toBe('Services | Test Claims')
    expect(meta('description')?.content).toBe('All our services.')
    expect(meta('keywords')?.content).toBe('a, b')
    rerender(<></>)
  })

  it('falls back to the default description and drops stale keywords', () => {
    renderHead({ title: 'Somewhere', keywords: 'old' })
    renderHead({ title: 'Elsewhere' })
    expect(document.title).toBe('Elsewhere | Test Claims')
    expect(meta('description')?.content).toBe(DEFAULT_DESCRIPTION)
    expect(meta('keywords')).toBeNull()
  })
})
