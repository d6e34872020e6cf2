/**
 * The same slug the server makes of a title (internal/httpapi slugify):
 * accents dropped, lower-case ASCII letters and digits joined by single
 * hyphens, at most 200 characters.
 */
const letters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  þ: 'th',
  Þ: 'th',
  '&': ' and ',
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MESSAGE = 'The slug may only contain lower-case letters, digits and single hyphens.'

export function slugify(title: string): string {
  const spelled = title.replace(/[ßæÆøØœŒđĐłŁþÞ&]/g, (ch) => letters[ch] ?? ch)
  const slug = spelled
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
  return slug.length > 200 ? slug.slice(0, 200).replace(/-+$/, '') : slug
}
