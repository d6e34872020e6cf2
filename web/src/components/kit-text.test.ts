import { describe, expect, it } from 'vitest'
import english from '@/i18n/messages/en/layout.json'
import { kitEnglish } from './kit-text'

describe('the shared components’ English words', () => {
  it('are the English catalogue’s', () => {
    for (const [key, text] of Object.entries(kitEnglish)) expect((english as Record<string, string>)[key], key).toBe(text)
  })
})
