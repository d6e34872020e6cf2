import type { ReactNode } from 'react'

export interface PageBannerProps {
  title: string
  subtitle?: string
  /** Extra content under the subtitle, such as a call-to-action button. */
  children?: ReactNode
}

/** The navy band at the top of every inner page, holding its h1. */
export function PageBanner({ title, subtitle, children }: PageBannerProps) {
  return (
    <section className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  )
}
