import { createContext, Fragment, use, useContext, type ReactNode } from 'react'
import { IntlMessageFormat, type FormatXMLElementFn, type Formatters, type PrimitiveType } from 'intl-messageformat'
import { useLocation } from 'react-router'
import { languageOf, languageTags, type Language } from './language'
import { loadedMessages, loadMessages, loadPart, partLoaded, type Messages, type Part } from './messages'

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
  const missing = new Set<string>()
  // Intl's formatters are costly to make (on the server, FormatJS's
  // polyfills: a DateTimeFormat takes some 15 ms in QuickJS, a PluralRules
  // 2.5): one per arguments, shared by every message and by date/number.
  const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>()
  const memo = <F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(kind: string, args: unknown[], make: () => F): F => {
    const key = kind + JSON.stringify(args)
    let formatter = made.get(key) as F | undefined
    if (!formatter) {
      formatter = make()
      made.set(key, formatter)
    }
    return formatter
  }
  // And formatting itself is slow there (a date 2 ms, a number 0.6): the
  // texts made are kept too, for the render's next pass and the next page.
  const texts = new Map<string, string>()
  const text = (key: string, make: () => string): string => {
    let made = texts.get(key)
    if (made === undefined) {
      if (texts.size >= 2000) texts.clear()
      made = make()
      texts.set(key, made)
    }
    return made
  }
  const formatters: Formatters = {
    getNumberFormat: (...args) =>
      memo('number', args, () => new Intl.NumberFormat(...(args as ConstructorParameters<typeof Intl.NumberFormat>))),
    getDateTimeFormat: (...args) => memo('date', args, () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args) => memo('plural', args, () => new Intl.PluralRules(...args)),
  }
  const format = (id: string, values?: MessageValues): unknown => {
    let message = compiled.get(id)
    if (!message) {
      const tree = messages[id]
      if (!tree) {
        // A key the catalogue test knows is missing only where a page shows
        // a part its route does not load (route-parts.ts): say so once.
        if (!missing.has(id)) console.error(`i18n: no message ${id} (${lang}) loaded`)
        missing.add(id)
        return id
      }
      message = new IntlMessageFormat(tree, locale, undefined, { formatters })
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
      return Number.isNaN(day.getTime())
        ? String(value)
        : text(`d${day.getTime()}${JSON.stringify(options)}`, () =>
            formatters.getDateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day),
          )
    },
    number: (value, options) =>
      text(`n${value}${JSON.stringify(options ?? {})}`, () => formatters.getNumberFormat(locale, options).format(value)),
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
 * The page's translator, or null outside I18nProvider: the shared
 * components (components/kit-text.ts) that admin screens' tests render
 * without one.
 */
export function useOptionalTranslator(): Translator | null {
  return useContext(TranslatorContext)
}

/**
 * The page's language, from its path, with its catalogue. The page's
 * catalogue is loaded before the app starts (main.tsx, entry-server.tsx);
 * a navigation to a page of the other language waits for that one's.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <CatalogueProvider lang={languageOf(useLocation().pathname)}>{children}</CatalogueProvider>
}

/**
 * One translator a catalogue, for as long as the page (or the server's
 * VM) lives: its compiled messages and formatters are kept across renders
 * (the server renders a page in several passes, and page after page).
 */
const translators = new WeakMap<Messages, Translator>()

function translatorOf(lang: Language, messages: Messages): Translator {
  let translator = translators.get(messages)
  if (!translator) {
    translator = createTranslator(lang, messages)
    translators.set(messages, translator)
  }
  return translator
}

export function CatalogueProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const messages = loadedMessages(lang) ?? use(loadMessages(lang))
  return <TranslatorContext value={translatorOf(lang, messages)}>{children}</TranslatorContext>
}

/**
 * Suspends until the catalogue parts a page shows have loaded in the
 * page's language (they load before a server-rendered page hydrates:
 * start.tsx; a page drawn in the browser waits here).
 */
export function useCatalogueParts(parts: readonly Part[] = []): void {
  const { lang } = useTranslator()
  for (const part of parts) {
    if (!partLoaded(lang, part)) use(loadPart(lang, part))
  }
}
