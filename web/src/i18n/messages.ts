import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Language } from './language'

/**
 * A language's message catalogue, compiled at build time (vite.config.ts,
 * compileMessages): each message is its ICU syntax tree, so the browser
 * needs no message parser. The catalogue comes in chunks: the core
 * (src/i18n/messages/{lang}/*.json: the layout, the lead forms, what most
 * pages show), loaded before the app starts, and the parts only some pages
 * show (messages/{lang}/pages/{part}.json), loaded with those pages.
 */
export type Messages = Record<string, MessageFormatElement[]>

/** The catalogue parts only some pages show (routeParts says which). */
export type Part = 'about' | 'evaluation' | 'legal' | 'privacy' | 'services'

export const PARTS: readonly Part[] = ['about', 'evaluation', 'legal', 'privacy', 'services']

type Importer = () => Promise<{ default: Messages }>

const cores: Record<Language, Importer> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
}

const parts: Record<Language, Record<Part, Importer>> = {
  en: {
    about: () => import('virtual:messages/en/about'),
    evaluation: () => import('virtual:messages/en/evaluation'),
    legal: () => import('virtual:messages/en/legal'),
    privacy: () => import('virtual:messages/en/privacy'),
    services: () => import('virtual:messages/en/services'),
  },
  es: {
    about: () => import('virtual:messages/es/about'),
    evaluation: () => import('virtual:messages/es/evaluation'),
    legal: () => import('virtual:messages/es/legal'),
    privacy: () => import('virtual:messages/es/privacy'),
    services: () => import('virtual:messages/es/services'),
  },
}

/**
 * Each language's messages loaded so far, one object a language: a part
 * that loads is added to it, so a translator made before sees it too.
 */
const catalogues = new Map<Language, Messages>()
const loading = new Map<string, Promise<Messages>>()
const loaded = new Set<string>()

function load(key: string, lang: Language, importer: Importer): Promise<Messages> {
  let pending = loading.get(key)
  if (!pending) {
    pending = importer().then(({ default: messages }) => {
      const catalogue = catalogues.get(lang) ?? {}
      catalogues.set(lang, Object.assign(catalogue, messages))
      loaded.add(key)
      return catalogue
    })
    loading.set(key, pending)
  }
  return pending
}

/** Loads a language's core catalogue once (its own chunk: a page downloads only its language's). */
export function loadMessages(lang: Language): Promise<Messages> {
  return load(lang, lang, cores[lang])
}

/** Loads a part of a language's catalogue once, with the core. */
export function loadPart(lang: Language, part: Part): Promise<Messages> {
  return loadMessages(lang).then(() => load(`${lang}/${part}`, lang, parts[lang][part]))
}

/** Whether a part of lang's catalogue has loaded. */
export function partLoaded(lang: Language, part: Part): boolean {
  return loaded.has(`${lang}/${part}`)
}

/** Every message of the languages given: the server renders any page. */
export function loadEverything(languages: readonly Language[]): Promise<unknown> {
  return Promise.all(languages.flatMap((lang) => PARTS.map((part) => loadPart(lang, part))))
}

/** The catalogue of lang if its core has loaded. */
export function loadedMessages(lang: Language): Messages | undefined {
  return catalogues.get(lang)
}
