// Named import: the build keeps only the routes, not the file's comment.
import { routes } from './routes.json'
import type { Permission } from '@/lib/auth'
import { englishPath, languageOf, pathIn, type Language } from '@/i18n/language'

/** Who renders a page: public pages arrive rendered from the server. */
export type RouteArea = 'public' | 'account' | 'admin' | 'partner'

export interface RouteEntry {
  name: string
  /** The canonical spelling; `:name` segments take one path segment each. */
  path: string
  area: RouteArea
  record?: string
  /** What an admin page needs of the signed-in role (a role without it sees a no-access page). */
  permission?: Permission
  sitemap: boolean
}

/** The site's routes (routes.json, which the Go server reads too). */
export const routeTable: readonly RouteEntry[] = routes as RouteEntry[]

const byName = new Map(routeTable.map((entry) => [entry.name, entry]))

/** The table entry called name; a name missing from routes.json is a programming error. */
export function routeNamed(name: string): RouteEntry {
  const entry = byName.get(name)
  if (!entry) throw new Error(`routes.json has no route named ${name}`)
  return entry
}

/** The path of a route, its `:name` segments filled from params (each URL-encoded). */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  return routeNamed(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`route ${name} needs ${key}`)
    return encodeURIComponent(String(value))
  })
}

export interface RouteMatch {
  route: RouteEntry
  params: Record<string, string>
  /** The page's language: a public page's Spanish twin lives at /es plus its path. */
  language: Language
}

/**
 * The route a pathname names: segments compared case-insensitively (so
 * /faqs is /Faqs), one trailing slash allowed, `:name` segments matching any
 * non-empty segment. Admin paths match the table's admin entries. A public
 * page's Spanish twin (/es plus its path) matches it in Spanish; /es plus
 * any other page's path matches nothing.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const language = languageOf(pathname)
  const english = englishPath(pathname)
  const trimmed = english.length > 1 ? english.replace(/\/$/, '') : english
  const segments = trimmed.split('/')
  for (const route of routeTable) {
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const fits = pattern.every((part, index) => {
      const segment = segments[index]
      if (part.startsWith(':')) {
        if (segment === '') return false
        try {
          params[part.slice(1)] = decodeURIComponent(segment)
        } catch {
          return false
        }
        return true
      }
      return part.toLowerCase() === segment.toLowerCase()
    })
    if (fits) return language === 'en' || route.area === 'public' ? { route, params, language } : null
  }
  return null
}

/**
 * The canonical form of a page's address: the table's spelling, the
 * record segment as given, and ?page= only past the first page (the one
 * query parameter that changes what a page shows). Null for unknown paths.
 */
export function canonicalPath(pathname: string, search: string): string | null {
  const match = matchRoute(pathname)
  if (!match) return null
  const path = pathIn(match.language, pathTo(match.route.name, match.params))
  const page = Number(new URLSearchParams(search).get('page'))
  return Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path
}

/** A route's path below a prefix, as nested routers want it ('/admin/leads/:id' below '/admin' is 'leads/:id'). */
export function relativePath(entry: RouteEntry, prefix = ''): string {
  return entry.path.slice(prefix.length).replace(/^\//, '')
}
