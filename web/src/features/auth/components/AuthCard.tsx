import type { ReactNode } from 'react'

export function AuthCard({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </section>
  )
}
