import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { LANGUAGES } from './language'

// The catalogues as written (src/i18n/messages/{lang}/*.json), file by file.
const sources = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' })
function catalogue(lang: string): Map<string, Record<string, string>> {
  const files = new Map<string, Record<string, string>>()
  for (const [path, messages] of Object.entries(sources)) {
    const [, folder, name] = /^\.\/messages\/([^/]+)\/(.+)$/.exec(path) ?? []
    if (folder === lang) files.set(name, messages)
  }
  return files
}

/** The arguments and tags a message uses, sorted: a translation must use the same ones. */
function placeholders(elements: MessageFormatElement[], out = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    out.add(element.type === TYPE.tag ? `<${element.value}>` : element.value)
    if (element.type === TYPE.tag) placeholders(element.children, out)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, out)
    }
  }
  return [...out].sort()
}

describe('the message catalogues', () => {
  const [english, ...others] = LANGUAGES.map((lang) => ({ lang, files: catalogue(lang) }))

  it.each(others)('$lang has the same files and keys as English, no more, no fewer', ({ files }) => {
    expect([...files.keys()].sort()).toEqual([...english.files.keys()].sort())
    for (const [name, messages] of english.files) {
      expect(Object.keys(files.get(name) ?? {}).sort(), name).toEqual(Object.keys(messages).sort())
    }
  })

  it.each(others)('$lang uses the arguments and tags the English messages use', ({ files }) => {
    for (const [name, messages] of english.files) {
      for (const [key, message] of Object.entries(messages)) {
        const translated = files.get(name)?.[key]
        if (translated === undefined) continue
        expect(placeholders(parse(translated)), `${name}: ${key}`).toEqual(placeholders(parse(message)))
      }
    }
  })

  it.each(LANGUAGES)('%s: every key is in one file only and no message is empty', (lang) => {
    const seen = new Map<string, string>()
    for (const [name, messages] of catalogue(lang)) {
      for (const [key, message] of Object.entries(messages)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined()
        seen.set(key, name)
        expect(message.trim(), `${name}: ${key}`).not.toBe('')
      }
    }
  })
})
