import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from './Icon'
import { useKitText } from './kit-text'

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Stops the page behind a dialog from scrolling. Hiding the page's overflow
 * also removes its scrollbar, which on a browser with classic scrollbars
 * would widen the page and reflow its text (a layout shift): the body gets
 * that width back as padding while locked. (Set through the CSSOM, which the
 * CSP allows, unlike style attributes.)
 */
function lockPageScroll(): () => void {
  const body = document.body
  const scrollbar = window.innerWidth - document.documentElement.clientWidth
  const padding = body.style.paddingRight
  if (scrollbar > 0) {
    body.style.paddingRight = `${parseFloat(getComputedStyle(body).paddingRight) + scrollbar}px`
  }
  body.classList.add('modal-open-lock')
  return () => {
    body.classList.remove('modal-open-lock')
    body.style.paddingRight = padding
  }
}

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  size?: 'md' | 'lg'
  className?: string
}

/**
 * Accessible dialog: focus moves in and is trapped while open, Escape and the
 * backdrop close it, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, children, size = 'md', className = '' }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const titleId = useId()
  const { t } = useKitText()

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  // Before the first paint of the dialog: locked after it, the dialog would
  // paint once beside the scrollbar and move when the scrollbar goes.
  useLayoutEffect(() => (open ? lockPageScroll() : undefined), [open])

  // Also before the first paint: with focus moved after it (a passive
  // effect), a key pressed in between (a Tab on a slow phone) acted on the
  // page behind, and the element it reached was taken for the opener that
  // focus returns to on close.
  useLayoutEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    const dialog = dialogRef.current
    const first = dialog?.querySelector<HTMLElement>(focusableSelector)
    ;(first ?? dialog)?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab' || !dialog) return
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector))
      if (focusables.length === 0) {
        event.preventDefault()
        return
      }
      const firstItem = focusables[0]
      const lastItem = focusables[focusables.length - 1]
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault()
        firstItem.focus()
      } else if (!dialog.contains(document.activeElement)) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      opener?.focus?.()
    }
  }, [open])

  if (!open) return null

  return createPortal(
    <div
      className="site-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        className={`site-modal site-modal--${size} ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="site-modal__header">
          <h2 id={titleId} className="site-modal__title">
            {title}
          </h2>
          <button type="button" className="site-modal__close" onClick={onClose} aria-label={t('kit.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className="site-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  )
}
