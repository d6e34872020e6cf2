import { useOptionalTranslator } from '@/i18n/I18nProvider'
import { formatCount } from '@/lib/format'

/**
 * The English words of the shared components (src/i18n/messages/en/layout.json
 * has the same, kit-text.test.ts checks): what they say where no catalogue
 * is given, which is only when a test renders an admin screen without the
 * app's I18nProvider. In the app every page has one.
 */
export const kitEnglish = {
  'kit.carousel.next': 'Next slide',
  'kit.carousel.previous': 'Previous slide',
  'kit.carousel.show': 'Show slide {slide}',
  'kit.carousel.slide': '{slide} of {count}',
  'kit.close': 'Close',
  'kit.loading': 'Loading…',
  'kit.loadFailed': 'We could not load this right now. Please try again in a moment.',
  'kit.pagination': 'Pagination',
  'kit.pagination.next': 'Next page',
  'kit.pagination.page': 'Page {page}',
  'kit.pagination.previous': 'Previous page',
  'kit.pleaseWait': 'please wait',
} as const

export type KitMessage = keyof typeof kitEnglish

export interface KitText {
  t(id: KitMessage, values?: Record<string, string | number>): string
  number(value: number): string
}

/** The shared components' words and numbers in the page's language. */
export function useKitText(): KitText {
  const translator = useOptionalTranslator()
  if (translator) return translator
  return {
    t: (id, values = {}) => kitEnglish[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')),
    number: formatCount,
  }
}
