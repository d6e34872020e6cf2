import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  breadcrumbData,
  composeTitle,
  DEFAULT_DESCRIPTION,
  headHtml,
  HeadCollector,
  HeadCollectorContext,
  headTags,
  useHead,
  type HeadOptions,
} from './head'
import { siteQueryOptions } from './site'
import { testSite } from '@/testing/render'

function Head(props: HeadOptions) {
  useHead(props)
  return null
}

function renderHead(props: HeadOptions, route = '/services', collector: HeadCollector | null = null) {
  const client = new QueryClient()
  client.setQueryData(siteQueryOptions.queryKey, site)
  return render(
    <QueryClientProvider client={client}>
      <HeadCollectorContext.Provider value={collector}>
        <MemoryRouter initialEntries={[route]}>
          <Head {...props} />
        </MemoryRouter>
      </HeadCollectorContext.Provider>
    </QueryClientProvider>,
  )
}

const site = testSite({
  brand: 'Test Claims',
  public_url: 'https://claims.example',
  social: { facebook: 'https://facebook.example/tc', youtube: '', linkedin: '', instagram: '', tiktok: '' },
})
const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
const property = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${name}"]`)

describe('composeTitle', () => {
  it('adds the brand after the page title, once', () => {
    expect(composeTitle('About Us', 'Test Claims')).toBe('About Us | Test Claims')
    expect(composeTitle('Test Claims', 'Test Claims')).toBe('Test Claims')
    expect(composeTitle('Car claims at Test Claims', 'Test Claims')).toBe('Car claims at Test Claims')
    expect(composeTitle('', 'Test Claims')).toBe('Test Claims')
  })
})

describe('useHead', () => {
  it('sets the title, the description, the keywords, the canonical link and the previews', () => {
    const { unmount } = renderHead(
      { title: 'Services', description: 'All our services.', keywords: 'a, b' },
      '/services?page=2&utm_source=x',
    )
    expect(document.title).toBe('Services | Test Claims')
    expect(meta('description')?.content).toBe('All our services.')
    expect(meta('keywords')?.content).toBe('a, b')
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://claims.example/services?page=2')
    expect(property('og:title')?.content).toBe('Services | Test Claims')
    expect(property('og:url')?.content).toBe('https://claims.example/services?page=2')
    expect(meta('twitter:card')?.content).toBe('summary')
    unmount()
  })

  it('falls back to the default description and drops what the previous page had', () => {
    renderHead({ title: 'Somewhere', keywords: 'old', image: '/storage/a.jpg' })
    renderHead({ title: 'Elsewhere' })
    expect(document.title).toBe('Elsewhere | Test Claims')
    expect(meta('description')?.content).toBe(DEFAULT_DESCRIPTION)
    expect(meta('keywords')).toBeNull()
    expect(property('og:image')).toBeNull()
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
  })

  it('hands the head to a server render instead of waiting for effects', () => {
    const collector = new HeadCollector()
    renderHead({ title: 'Posted', type: 'article' }, '/blog/a-post', collector)
    expect(collector.tags.find((tag) => tag.tag === 'title')?.text).toBe('Posted | Test Claims')
    expect(collector.tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:type', content: 'article' } })
  })

  it('keeps the head of the page rendered last in a server render (a detail page showing the not-found page)', () => {
    const collector = new HeadCollector()
    const client = new QueryClient()
    client.setQueryData(siteQueryOptions.queryKey, site)
    render(
      <QueryClientProvider client={client}>
        <HeadCollectorContext.Provider value={collector}>
          <MemoryRouter initialEntries={['/service-detail/999']}>
            <Head title="Service" />
            <Head title="Page not found" />
          </MemoryRouter>
        </HeadCollectorContext.Provider>
      </QueryClientProvider>,
    )
    expect(collector.tags.find((tag) => tag.tag === 'title')?.text).toBe('Page not found | Test Claims')
  })
})

describe('headTags', () => {
  it('gives every page the Organization and a page its own structured data', () => {
    const crumbs = breadcrumbData(site, [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ])
    const tags = headTags({ title: 'Car Accident', image: '/storage/car.jpg', structuredData: [crumbs] }, site, '/service-detail/1')
    const data = tags.filter((tag) => tag.tag === 'script').map((tag) => JSON.parse(tag.text ?? '') as Record<string, unknown>)
    expect(data[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Test Claims',
      url: 'https://claims.example/',
      logo: 'https://claims.example/favicon.svg',
      telephone: '1-888-555-0142',
      email: 'help@test.example',
      sameAs: ['https://facebook.example/tc'],
    })
    expect(data[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://claims.example/' },
        { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://claims.example/services' },
      ],
    })
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:image', content: 'https://claims.example/storage/car.jpg' } })
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } })
  })

  it('names the page’s locale for link previews, and the other language’s where the page has a version in it', () => {
    const locales = (tags: ReturnType<typeof headTags>) =>
      tags.filter((tag) => tag.attrs.property?.startsWith('og:locale')).map((tag) => [tag.attrs.property, tag.attrs.content])
    expect(locales(headTags({ title: 'Services' }, site, '/services'))).toEqual([
      ['og:locale', 'en_US'],
      ['og:locale:alternate', 'es_US'],
    ])
    expect(locales(headTags({ title: 'Servicios' }, site, '/es/services', 'es'))).toEqual([
      ['og:locale', 'es_US'],
      ['og:locale:alternate', 'en_US'],
    ])
    // A post with no Spanish version.
    expect(locales(headTags({ title: 'A post', alternates: { es: null } }, site, '/blog/a-post'))).toEqual([['og:locale', 'en_US']])
  })

  it('keeps pages that are no search result out of the index, with no canonical link', () => {
    const tags = headTags({ title: 'Page not found', noindex: true }, site, '/nope')
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } })
    expect(tags.some((tag) => tag.tag === 'link')).toBe(false)
  })
})

describe('headHtml', () => {
  it('escapes text and attributes, and no JSON can end its script', () => {
    const html = headHtml([
      { tag: 'title', attrs: {}, text: 'A <b> & "c"' },
      { tag: 'meta', attrs: { name: 'description', content: '"quoted" <tag>' } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify({ name: '</script><script>alert(1)</script>' }) },
    ])
    expect(html).toBe(
      '<title data-head>A &lt;b&gt; &amp; &quot;c&quot;</title>' +
        '<meta data-head name="description" content="&quot;quoted&quot; &lt;tag&gt;">' +
        '<script data-head type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    )
    const json = html.slice(html.indexOf('json">') + 6, html.lastIndexOf('</script>'))
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
