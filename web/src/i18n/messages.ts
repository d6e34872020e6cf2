import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Language } from './language'

/**
 * A language's message catalogue (src/i18n/messages/{lang}.json), compiled
 * at build time (vite.config.ts, compileMessages): each message is its ICU
 * syntax tree, so the browser needs no message parser.
 */
export type Messages = Record<string, MessageFormatElement[]>

const importers: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
}

const loaded = new Map<Language, Messages>()
const loading = new Map<Language, Promise<Messages>>()

/**
 * Loads a language's catalogue once (its own chunk: a page downloads
 * only its language's).
 */
export function loadMessages(lang: Language): Promise<Messages> {
  let pending = loading.get(lang)
  if (!pending) {
    pending = importers[lang]().then(({ default: messages }) => {
      loaded.set(lang, messages)
      return messages
    })
    loading.set(lang, pending)
  }
  return pending
}

/** The catalogue of lang if it has loaded. */
export function loadedMessages(lang: Language): Messages | undefined {
  return loaded.get(lang)
}
