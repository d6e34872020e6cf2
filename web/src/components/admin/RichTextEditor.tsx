import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Link from '@tiptap/extension-link'
import { documentWithMarkers, markerNode, markersIn, MARKER_NODE, type MarkerChoice } from './rich-text-markers'
import './rich-text-editor.scss'

/**
 * A TipTap rich-text field whose value is an HTML string (state-law
 * descriptions, post bodies).
 *
 * Only what the server's sanitizer keeps (internal/richtext) can be made:
 * paragraphs, h2-h4, bold/italic/underline/strike, lists, blockquote, code,
 * links. Everything else (h1, images, styles) is dropped on paste by the
 * schema, so what the admin sees is what is stored.
 *
 * CSP: TipTap injects a <style> tag by default; `injectCSS: false` turns that
 * off and the same rules live in rich-text-editor.scss, in the built
 * stylesheet of the admin chunk.
 *
 * Props:
 * - value / onChange: HTML; an empty document is ''.
 * - labelledBy: id of the visible form label (the editable area is a
 *   multi-line textbox named by it).
 * - describedBy: id(s) of hint or error text.
 * - invalid: error state (red border, aria-invalid).
 * - onBlur, disabled, id (of the editable area), toolbarLabel, minHeight.
 * - markers: the markers the field may hold (rich-text-markers.ts), each
 *   with a toolbar button that inserts it after the block the cursor is
 *   in; without them a marker in the value is dropped like any unknown
 *   element.
 */
export interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
  disabled?: boolean
  onBlur?: () => void
  id?: string
  toolbarLabel?: string
  /** Test hook and escape hatch: the TipTap editor once created. */
  onReady?: (editor: Editor) => void
  /** Markers the field may hold (fixed for the editor's life). */
  markers?: readonly MarkerChoice[]
}

/** Links the server keeps: http(s), mailto, tel and site paths. */
export function normalizeLinkUrl(raw: string): string | null {
  const url = raw.trim()
  if (url === '') return null
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return /\s/.test(url) ? null : url
  if (url.startsWith('/') && !url.startsWith('//')) return /\s/.test(url) ? null : url
  if (url.startsWith('#')) return url.length > 1 && !/\s/.test(url) ? url : null
  // "example.com/page" as typed: an outside site.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(url) && !/\s/.test(url)) return `https://${url}`
  return null
}

/**
 * The field's value: '' for an empty document, and without the empty
 * paragraph TipTap keeps after a last heading or list (so the admin can
 * type below it) — that one is editing aid, not content.
 */
function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return ''
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '')
}

function extensionsFor(markers: readonly MarkerChoice[] | undefined) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // Link comes configured below (the allow-list has no target/rel/class).
      link: false,
      // With markers, the document holds them beside the blocks.
      ...(markers?.length ? { document: false as const } : {}),
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      protocols: ['mailto', 'tel'],
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
    }),
    ...(markers?.length ? [documentWithMarkers, markerNode(markers)] : []),
  ]
}

type Icon = 'bulletList' | 'orderedList' | 'link' | 'unlink' | 'undo' | 'redo'

const iconPaths: Record<Icon, string> = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.3 1.3 0 0 1 2.4.6c0 1-2.4 2-2.4 3h2.5',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  unlink: 'M18.8 13.2l1.7-1.7a5 5 0 0 0-7-7l-1.7 1.7M5.2 10.8l-1.7 1.7a5 5 0 0 0 7 7l1.7-1.7M8 2v3M2 8h3M16 22v-3M22 16h-3',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
}

function ToolbarIcon({ name }: { name: Icon }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}

interface ToolbarButtonProps {
  label: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
  buttonRef?: (element: HTMLButtonElement | null) => void
  tabIndex: number
  onFocus: () => void
}

function ToolbarButton({ label, pressed, disabled, onClick, children, buttonRef, tabIndex, onFocus }: ToolbarButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`rte__button${pressed ? ' is-active' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keep the editor's selection: a mouse-down on the button would blur it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      onFocus={onFocus}
      tabIndex={tabIndex}
    >
      {children}
    </button>
  )
}

interface LinkDialogProps {
  initialUrl: string
  hasLink: boolean
  onApply: (url: string) => void
  onRemove: () => void
  onCancel: () => void
}

/** The URL prompt: a small non-modal dialog inside the field (never window.prompt). */
function LinkDialog({ initialUrl, hasLink, onApply, onRemove, onCancel }: LinkDialogProps) {
  const titleId = useId()
  const inputId = useId()
  const errorId = useId()
  const [url, setUrl] = useState(initialUrl)
  const [error, setError] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    inputRef.current?.focus()
    inputRef.current?.select()
  }, [])

  const apply = () => {
    const normalized = normalizeLinkUrl(url)
    if (!normalized) {
      setError('Enter a web address (https://…), a site path (/…), mailto: or tel:.')
      inputRef.current?.focus()
      return
    }
    onApply(normalized)
  }

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      // Close only this dialog, not the modal around the form.
      event.stopPropagation()
      event.nativeEvent.stopImmediatePropagation()
      onCancel()
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      // Enter applies the link instead of submitting the record form.
      event.preventDefault()
      apply()
    }
  }

  return (
    <div className="rte__link-dialog" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <label id={titleId} htmlFor={inputId} className="form-label mb-1">
        Link address
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        inputMode="url"
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        value={url}
        placeholder="https://example.com or /contact-us"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setUrl(event.target.value)
          setError('')
        }}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div className="rte__link-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
          Apply
        </button>
        {hasLink && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}

export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  onBlur,
  id,
  toolbarLabel = 'Formatting',
  onReady,
  markers,
}: RichTextEditorProps) {
  // The last HTML this field emitted or was given: a `value` that differs
  // from it came from outside (a form reset) and replaces the document.
  const lastHtml = useRef(value)
  // The document the editor starts with; later values arrive through the
  // effect that compares them with lastHtml.
  const [initialContent] = useState(value)

  const [linkOpen, setLinkOpen] = useState(false)

  // A new object only when an attribute changes: TipTap then updates the
  // view in place (the editor, its history and focus stay).
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'rte__content rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(id ? { id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [labelledBy, describedBy, invalid, id],
  )

  // The schema is made once: a field's markers do not change.
  const [extensions] = useState(() => extensionsFor(markers))

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
  })

  // What the admin types, and leaving the field, reach the current handlers:
  // subscribed to the editor's events, again when a handler changes.
  useEffect(() => {
    if (!editor) return
    const emit = () => {
      const html = htmlOf(editor)
      if (html === lastHtml.current) return
      lastHtml.current = html
      onChange(html)
    }
    const blur = () => onBlur?.()
    editor.on('update', emit)
    editor.on('blur', blur)
    return () => {
      editor.off('update', emit)
      editor.off('blur', blur)
    }
  }, [editor, onChange, onBlur])

  useEffect(() => {
    if (editor && onReady) onReady(editor)
  }, [editor, onReady])

  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isEditable === !disabled) return
    editor.setEditable(!disabled, false)
  }, [editor, disabled])

  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    if (value === lastHtml.current && value === htmlOf(editor)) return
    if (value === htmlOf(editor)) {
      lastHtml.current = value
      return
    }
    lastHtml.current = value
    editor.commands.setContent(value || '', { emitUpdate: false })
  }, [editor, value])

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      // A string, so that the state compares equal while it does not change.
      markers: markersIn(current.state.doc).join(' '),
    }),
  })

  // Roving focus (WAI-ARIA toolbar): one tab stop, arrows move along.
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const [focusIndex, setFocusIndex] = useState(0)

  if (!editor || !state) return null

  const chain = () => editor.chain().focus()

  // A marker goes after the top-level block the cursor is in (at the top
  // level: nothing else can hold it), once per slot.
  const markerItems = (): Item[] => {
    if (!markers?.length) return []
    const present = new Set(state.markers.split(' '))
    const slotOf = (choice: MarkerChoice) => choice.slot ?? choice.kind
    const taken = new Set(markers.filter((choice) => present.has(choice.kind)).map(slotOf))
    return markers.map((choice, at) => ({
      key: `marker-${choice.kind}`,
      label: choice.label,
      disabled: taken.has(slotOf(choice)),
      groupEnd: at === markers.length - 1,
      content: <span aria-hidden="true">{choice.button}</span>,
      onClick: () => {
        const { $from } = editor.state.selection
        const at = $from.depth === 0 ? $from.pos : $from.after(1)
        chain()
          .insertContentAt(at, { type: MARKER_NODE, attrs: { kind: choice.kind } })
          .run()
      },
    }))
  }

  interface Item {
    key: string
    label: string
    content: ReactNode
    onClick: () => void
    pressed?: boolean
    disabled?: boolean
    groupEnd?: boolean
  }
  const items: Item[] = [
    {
      key: 'p',
      label: 'Paragraph',
      pressed: state.paragraph,
      onClick: () => chain().setParagraph().run(),
      content: <span aria-hidden="true">P</span>,
    },
    {
      key: 'h2',
      label: 'Heading 2',
      pressed: state.h2,
      onClick: () => chain().toggleHeading({ level: 2 }).run(),
      content: <span aria-hidden="true">H2</span>,
    },
    {
      key: 'h3',
      label: 'Heading 3',
      pressed: state.h3,
      onClick: () => chain().toggleHeading({ level: 3 }).run(),
      content: <span aria-hidden="true">H3</span>,
      groupEnd: true,
    },
    {
      key: 'bold',
      label: 'Bold',
      pressed: state.bold,
      onClick: () => chain().toggleBold().run(),
      content: <strong aria-hidden="true">B</strong>,
    },
    {
      key: 'italic',
      label: 'Italic',
      pressed: state.italic,
      onClick: () => chain().toggleItalic().run(),
      content: <em aria-hidden="true">I</em>,
      groupEnd: true,
    },
    {
      key: 'ul',
      label: 'Bullet list',
      pressed: state.bulletList,
      onClick: () => chain().toggleBulletList().run(),
      content: <ToolbarIcon name="bulletList" />,
    },
    {
      key: 'ol',
      label: 'Numbered list',
      pressed: state.orderedList,
      onClick: () => chain().toggleOrderedList().run(),
      content: <ToolbarIcon name="orderedList" />,
      groupEnd: true,
    },
    {
      key: 'link',
      label: state.link ? 'Edit link' : 'Add link',
      pressed: state.link || linkOpen,
      onClick: () => setLinkOpen((open) => !open),
      content: <ToolbarIcon name="link" />,
    },
    {
      key: 'unlink',
      label: 'Remove link',
      disabled: !state.link,
      onClick: () => chain().extendMarkRange('link').unsetLink().run(),
      content: <ToolbarIcon name="unlink" />,
      groupEnd: true,
    },
    ...markerItems(),
    { key: 'undo', label: 'Undo', disabled: !state.canUndo, onClick: () => chain().undo().run(), content: <ToolbarIcon name="undo" /> },
    { key: 'redo', label: 'Redo', disabled: !state.canRedo, onClick: () => chain().redo().run(), content: <ToolbarIcon name="redo" /> },
  ]
  const linkButtonIndex = items.findIndex((item) => item.key === 'link')
  const isDisabled = (item: Item) => disabled || item.disabled === true
  // The tab stop is the last focused button, or the first one still enabled.
  const tabStop = items[focusIndex] && !isDisabled(items[focusIndex]) ? focusIndex : items.findIndex((item) => !isDisabled(item))

  const onToolbarKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return
    const enabled = items.map((_, at) => at).filter((at) => !isDisabled(items[at]) && buttons.current[at])
    if (enabled.length === 0) return
    event.preventDefault()
    const position = Math.max(
      0,
      enabled.findIndex((at) => buttons.current[at] === document.activeElement),
    )
    let next = position
    if (event.key === 'ArrowRight') next = (position + 1) % enabled.length
    if (event.key === 'ArrowLeft') next = (position - 1 + enabled.length) % enabled.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = enabled.length - 1
    setFocusIndex(enabled[next])
    buttons.current[enabled[next]]?.focus()
  }

  const closeLink = () => {
    setLinkOpen(false)
    // Back to the toolbar's link button, as a dialog should.
    buttons.current[linkButtonIndex]?.focus()
  }

  return (
    <div className={`rte${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={toolbarLabel} aria-controls={id} onKeyDown={onToolbarKeyDown}>
        {items.map((item, at) => (
          <span key={item.key} className={`rte__item${item.groupEnd ? ' rte__item--group-end' : ''}`}>
            <ToolbarButton
              buttonRef={(element) => {
                buttons.current[at] = element
              }}
              label={item.label}
              pressed={item.pressed}
              disabled={isDisabled(item)}
              tabIndex={at === tabStop ? 0 : -1}
              onFocus={() => setFocusIndex(at)}
              onClick={item.onClick}
            >
              {item.content}
            </ToolbarButton>
          </span>
        ))}
      </div>
      {linkOpen && (
        <LinkDialog
          initialUrl={state.link ? String(editor.getAttributes('link').href ?? '') : ''}
          hasLink={state.link}
          onCancel={closeLink}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run()
            setLinkOpen(false)
          }}
          onApply={(url) => {
            const { empty } = editor.state.selection
            if (empty && !editor.isActive('link')) {
              // Nothing selected: the address becomes the link's text.
              chain()
                .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
                .run()
            } else {
              chain().extendMarkRange('link').setLink({ href: url }).run()
            }
            setLinkOpen(false)
          }}
        />
      )}
      <EditorContent editor={editor} className="rte__editor" />
    </div>
  )
}

export default RichTextEditor
