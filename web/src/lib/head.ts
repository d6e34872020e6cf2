import { useEffect } from 'react'
import { useSite } from './site'

export const DEFAULT_DESCRIPTION = 'Default website description.'

export interface HeadOptions {
  title: string
  description?: string
  keywords?: string
}

function setMeta(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === undefined) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.appendChild(element)
  }
  element.content = content
}

/** The document title: the page's own title followed by the brand, or the brand alone. */
export function composeTitle(title: string, brand: string): string {
  if (!title || title === brand) return brand
  return title.includes(brand) ? title : `${title} | ${brand}`
}

/**
 * Sets document.title and the meta description (and keywords when given) for
 * the current route.
 */
export function useHead({ title, description, keywords }: HeadOptions): void {
  const { brand } = useSite()
  useEffect(() => {
    document.title = composeTitle(title, brand)
    setMeta('description', description || DEFAULT_DESCRIPTION)
    setMeta('keywords', keywords)
  }, [title, description, keywords, brand])
}
