import { createContext, Fragment, use, useContext, useMemo, type ReactNode } from 'react'
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat'
import { useLocation } from 'react-router'
import { languageOf, languageTags, type Language } from './language'
import { loadedMessages, loadMessages, type Messages } from './messages'

/** What a message's arguments may be: text, numbers, dates, and elements for its tags. */
export type MessageValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>>

/** Formats the page's messages, dates and numbers in its language. */
export interface Translator {
  lang: Language
  /** The BCP 47 tag: es-US, en-US. */
  locale: string
  /** A message as text. */
  t(id: string, values?: Record<string, PrimitiveType>): string
  /** A message whose arguments or tags are elements (a link inside a sentence). */
  rich(id: string, values: MessageValues): ReactNode
  /** A calendar day ('2024-03-05' or a timestamp) in the page's language: March 5, 2024; 5 de marzo de 2024. */
  date(value: string | Date, options?: Intl.DateTimeFormatOptions): string
  /** A number in the page's language: 12,500. */
  number(value: number, options?: Intl.NumberFormatOptions): string
}

const dayFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }

/**
 * The translator of a catalogue: each message formatted by FormatJS's
 * intl-messageformat (ICU plurals, selects, numbers, dates, tags), its
 * compiled form cached per catalogue. A message missing from the catalogue
 * shows its id (the catalogue test fails on it first). Dates are the
 * calendar day in UTC, so the server and the browser print the same day.
 */
export function createTranslator(lang: Language, messages: Messages): Translator {
  const locale = languageTags[lang]
  const compiled = new Map<string, IntlMessageFormat>()
  const format = (id: string, values?: MessageValues): unknown => {
    let message = compiled.get(id)
    if (!message) {
      const tree = messages[id]
      if (!tree) return id
      message = new IntlMessageFormat(tree, locale)
      compiled.set(id, message)
    }
    return message.format(values as Record<string, PrimitiveType>)
  }
  return {
    lang,
    locale,
    t: (id, values) => {
      const out = format(id, values)
      return Array.isArray(out) ? out.join('') : String(out)
    },
    rich: (id, values) => {
      const out = format(id, values)
      return Array.isArray(out) ? out.map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>) : (out as ReactNode)
    },
    date: (value, options = dayFormat) => {
      const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
      return Number.isNaN(day.getTime()) ? String(value) : new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day)
    },
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
  }
}

const TranslatorContext = createContext<Translator | null>(null)

/** The page's translator (inside I18nProvider). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext)
  if (!translator) throw new Error('useTranslator outside I18nProvider')
  return translator
}

/**
 * The page's language, from its path, with its catalogue. The page's
 * catalogue is loaded before the app starts (main.tsx, entry-server.tsx);
 * a navigation to a page of the other language waits for that one's.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <CatalogueProvider lang={languageOf(useLocation().pathname)}>{children}</CatalogueProvider>
}

export function CatalogueProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const messages = loadedMessages(lang) ?? use(loadMessages(lang))
  const translator = useMemo(() => createTranslator(lang, messages), [lang, messages])
  return <TranslatorContext value={translator}>{children}</TranslatorContext>
}
