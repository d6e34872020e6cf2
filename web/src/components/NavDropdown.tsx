import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { NavLink } from '@/i18n/Link'
import { useStateResetOn } from '@/lib/use-state-reset-on'
import { Icon } from './Icon'

export interface NavDropdownProps {
  label: string
  /** When given, the label is itself a link and a separate chevron button toggles the menu. */
  to?: string
  menuClassName?: string
  children: ReactNode
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : []
}

/**
 * A navigation menu: opens on click or ArrowDown, arrows move between items,
 * Escape closes and returns focus to the toggle, leaving with Tab or a click
 * outside closes it.
 */
export function NavDropdown({ label, to, menuClassName = '', children }: NavDropdownProps) {
  const containerRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const { pathname } = useLocation()
  // Moving to another page closes the menu.
  const [open, setOpen] = useStateResetOn(false, pathname)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, setOpen])

  const focusItem = (index: number) => {
    const items = menuItems(menuRef.current)
    if (items.length === 0) return
    items[(index + items.length) % items.length].focus()
  }

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => focusItem(0))
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        event.preventDefault()
        focusItem(index + 1)
        break
      case 'ArrowUp':
      case 'ArrowLeft':
        event.preventDefault()
        focusItem(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusItem(0)
        break
      case 'End':
        event.preventDefault()
        focusItem(items.length - 1)
        break
    }
  }

  return (
    <li
      ref={containerRef}
      className={`nav-item nav-dropdown${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          toggleRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <div className="nav-dropdown__head">
        {to ? (
          <NavLink to={to} className="nav-link">
            {label}
          </NavLink>
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          className={`nav-link nav-dropdown__toggle${to ? ' nav-dropdown__toggle--icon' : ''}`}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={to ? `${label} menu` : undefined}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onToggleKeyDown}
        >
          {to ? null : label}
          <Icon name="chevronDown" size={16} />
        </button>
      </div>
      <div ref={menuRef} id={menuId} className={`nav-dropdown__menu ${menuClassName}`} hidden={!open} onKeyDown={onMenuKeyDown}>
        {children}
      </div>
    </li>
  )
}
