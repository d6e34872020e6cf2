import { createContext, useContext, useEffect } from 'react'
import { useLocation } from 'react-router'
import { canonicalPath } from '@/config/routes'
import { englishPath, languageOf, languageTags, pathIn, type Language } from '@/i18n/language'
import { useSite, type SiteSettings } from './site'

export const DEFAULT_DESCRIPTION = 'Default website description.'

/** A schema.org object for a page's JSON-LD. */
export type StructuredData = Record<string, unknown>

export interface HeadOptions {
  title: string
  description?: string
  keywords?: string
  /** The picture of link previews: a path on this site (or an absolute URL). */
  image?: string
  /** Open Graph type: 'article' for posts. */
  type?: 'website' | 'article'
  /** The page's own structured data, besides the site's Organization. */
  structuredData?: StructuredData[]
  /** Pages that are no search result (not found, thank-you, account pages). */
  noindex?: boolean
  /**
   * The page's address in each language, for its hreflang links and its
   * language switch: a record page says where its twin is (a post's other
   * slug) or null when the record has no version in that language. Left
   * out, the page has both, at the same path with and without /es.
   */
  alternates?: Partial<Record<Language, string | null>>
}

/**
 * A page's address in each language: null where it has no version in that
 * language. canonical is the page's own canonical address.
 */
export function pageAlternates(canonical: string, alternates: HeadOptions['alternates'] = {}): Record<Language, string | null> {
  const own = languageOf(canonical)
  const other: Language = own === 'en' ? 'es' : 'en'
  const twin = alternates[other] === undefined ? pathIn(other, englishPath(canonical)) : alternates[other]
  return own === 'en' ? { en: canonical, es: twin } : { en: twin, es: canonical }
}

/** One element of the document head, as the server writes it and the browser applies it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  /** The title text, or a script's JSON. */
  text?: string
}

/** The document title: the page's own title followed by the brand, or the brand alone. */
export function composeTitle(title: string, brand: string): string {
  if (!title || title === brand) return brand
  return title.includes(brand) ? title : `${title} | ${brand}`
}

/** An address on the site's public URL (relative when the site does not know its URL). */
export function absoluteUrl(site: SiteSettings, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site.public_url.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** The site-wide structured data: who runs the site and how to reach them. */
export function organizationData(site: SiteSettings): StructuredData {
  const sameAs = Object.values(site.social).filter((link) => link !== '')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/favicon.svg'),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** BreadcrumbList of a detail page: each step's name and path, the page last. */
export function breadcrumbData(site: SiteSettings, steps: { name: string; path: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site, step.path),
    })),
  }
}

/** The Service a service page describes, offered by the site's operator across the United States. */
export function serviceData(
  site: SiteSettings,
  service: { title: string; description: string; path: string },
  page: string,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.description.split(/\n\s*\n/)[0]?.trim() ?? '',
    url: absoluteUrl(site, page),
    ...(service.path ? { image: absoluteUrl(site, `/storage/${service.path}`) } : {}),
    areaServed: { '@type': 'Country', name: 'United States' },
    provider: { '@type': 'Organization', name: site.brand, url: absoluteUrl(site, '/') },
  }
}

/** The Article of a blog post. */
export function articleData(
  site: SiteSettings,
  post: { title: string; excerpt: string; path: string; published_at: string },
  page: string,
): StructuredData {
  const organization = { '@type': 'Organization', name: site.brand, url: absoluteUrl(site, '/') }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    description: post.excerpt,
    mainEntityOfPage: absoluteUrl(site, page),
    ...(post.published_at ? { datePublished: post.published_at } : {}),
    ...(post.path ? { image: absoluteUrl(site, `/storage/${post.path}`) } : {}),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/favicon.svg') } },
  }
}

/** Every head element of a page: title, description, canonical, link previews and JSON-LD. */
export function headTags(options: HeadOptions, site: SiteSettings, canonical: string | null): HeadTag[] {
  const title = composeTitle(options.title, site.brand)
  const description = options.description || DEFAULT_DESCRIPTION
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
  ]
  if (options.keywords) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: options.keywords } })
  if (options.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } })
  const url = canonical === null || options.noindex ? null : absoluteUrl(site, canonical)
  if (url && canonical !== null) {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
    // Both versions and x-default (the English page), each naming itself
    // too; a page without a twin names itself and x-default only.
    const versions = pageAlternates(canonical, options.alternates)
    for (const lang of ['en', 'es'] as const) {
      const path = versions[lang]
      if (path !== null)
        tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: languageTags[lang], href: absoluteUrl(site, path) } })
    }
    if (versions.en !== null)
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(site, versions.en) } })
  }
  const image = options.image ? absoluteUrl(site, options.image) : null
  const preview: [string, string][] = [
    ['og:site_name', site.brand],
    ['og:type', options.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ...(url ? ([['og:url', url]] as [string, string][]) : []),
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ]
  for (const [property, content] of preview) tags.push({ tag: 'meta', attrs: { property, content } })
  const card: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ]
  for (const [name, content] of card) tags.push({ tag: 'meta', attrs: { name, content } })
  for (const data of [organizationData(site), ...(options.structuredData ?? [])]) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) })
  }
  return tags
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char])

/** The head as HTML, for the server. Scripts' JSON cannot end their element: '<' is written as \u003c. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')
      if (tag === 'meta' || tag === 'link') return `<${tag} data-head${attributes}>`
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '')
      return `<${tag} data-head${attributes}>${body}</${tag}>`
    })
    .join('')
}

/** Replaces the head elements of the previous page with this page's, in the browser. */
function applyHeadTags(tags: HeadTag[]): void {
  for (const old of document.head.querySelectorAll('[data-head], meta[name="description"]')) {
    if (old.tagName !== 'TITLE') old.remove()
  }
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? ''
      continue
    }
    const element = document.createElement(tag)
    element.setAttribute('data-head', '')
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    if (text !== undefined) element.textContent = text
    document.head.appendChild(element)
  }
}

/**
 * Where a server render collects its page's head. The server runs no
 * effects, so useHead reports its tags while rendering; the last report
 * wins, as the last effect does in the browser. The browser has none.
 */
export class HeadCollector {
  tags: HeadTag[] = []

  collect(tags: HeadTag[]): void {
    this.tags = tags
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null)

/**
 * The page's head: written by the server into the HTML it sends, and kept
 * current in the browser as the visitor moves between pages. The page that
 * renders last wins (a detail page showing the not-found page gets its head).
 */
export function useHead(options: HeadOptions): void {
  const site = useSite()
  const { pathname, search } = useLocation()
  const collector = useContext(HeadCollectorContext)
  const tags = headTags(options, site, canonicalPath(pathname, search))
  collector?.collect(tags)
  const key = JSON.stringify(tags)
  useEffect(() => applyHeadTags(JSON.parse(key) as HeadTag[]), [key])
}
