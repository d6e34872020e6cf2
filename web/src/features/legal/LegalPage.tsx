import { Suspense, type LazyExoticComponent, type ComponentType } from 'react'
import { PageBanner } from '@/components/PageBanner'
import { Spinner } from '@/components/Spinner'
import { useTranslator } from '@/i18n/I18nProvider'
import type { Language } from '@/i18n/language'
import { useHead } from '@/lib/head'
import { useSite } from '@/lib/site'

/** A legal document's text in each language: its own lazy chunk, so a visitor downloads only the page's language. */
export type LegalDocuments = Record<Language, LazyExoticComponent<ComponentType>>

/**
 * A legal page: its head and banner from the catalogue (legal.json,
 * legal.{name}.*), then its document in the page's language. The documents
 * are long texts written in code, each language its own component (the
 * English as it was, the Spanish written for Spanish readers), loaded
 * lazily: the server renders the document with the page, and the browser
 * keeps the server's HTML until the chunk is in.
 */
export function LegalPage({ name, documents }: { name: 'privacy' | 'terms' | 'california'; documents: LegalDocuments }) {
  const { t, lang } = useTranslator()
  const { brand } = useSite()
  useHead({
    title: t('legal.head.title', { title: t(`legal.${name}.title`), brand }),
    description: t(`legal.${name}.description`, { brand }),
  })
  const Document = documents[lang]
  return (
    <>
      <PageBanner title={t(`legal.${name}.title`)} subtitle={t(`legal.${name}.subtitle`)} />
      <Suspense fallback={<Spinner label={t('legal.loading')} />}>
        <Document />
      </Suspense>
    </>
  )
}
