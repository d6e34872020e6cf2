import { englishPath, languageOf, pathIn } from './language'
import { localize } from './Link'

describe('page languages', () => {
  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/ES/services', 'es'],
    ['/es?page=2', 'es'],
    ['/espanol', 'en'],
    ['/services/es', 'en'],
  ])('%s is in %s', (path, lang) => {
    expect(languageOf(path)).toBe(lang)
  })

  it('moves a page between languages, query and hash kept', () => {
    expect(pathIn('es', '/')).toBe('/es')
    expect(pathIn('es', '/services?page=2')).toBe('/es/services?page=2')
    expect(pathIn('es', '/?x=1')).toBe('/es?x=1')
    expect(pathIn('es', '/es/services')).toBe('/es/services')
    expect(pathIn('en', '/es/services')).toBe('/services')
    expect(pathIn('en', '/es')).toBe('/')
    expect(englishPath('/es?page=2')).toBe('/?page=2')
  })

  it('keeps a Spanish page’s links on Spanish pages, but not account pages or other sites', () => {
    expect(localize('/services', 'es')).toBe('/es/services')
    expect(localize('/blog/a-post?page=2', 'es')).toBe('/es/blog/a-post?page=2')
    expect(localize('/', 'es')).toBe('/es')
    expect(localize('/es/services', 'es')).toBe('/es/services')
    expect(localize('/login', 'es')).toBe('/login')
    expect(localize('/admin/leads', 'es')).toBe('/admin/leads')
    expect(localize('https://example.com/x', 'es')).toBe('https://example.com/x')
    expect(localize('?page=2', 'es')).toBe('?page=2')
    expect(localize('/services', 'en')).toBe('/services')
  })
})
