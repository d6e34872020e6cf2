/**
 * Test helpers for screens with a RichTextEditor (jsdom has no layout and
 * no real editing: tests drive TipTap through its commands).
 */
import { act } from '@testing-library/react'
import type { Editor } from '@tiptap/react'
import { beforeAll } from 'vitest'

/** ProseMirror measures ranges to scroll the cursor into view; jsdom cannot. */
export function polyfillLayout(): void {
  const noRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect
  Range.prototype.getBoundingClientRect ??= () => noRect
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  document.elementFromPoint ??= () => null
}

/**
 * Loads the editor's lazy chunk (TipTap, ProseMirror) before the file's
 * tests, so that the first test to open a form does not spend its time on
 * it: on a loaded machine that import alone outlasted a test's timeout.
 */
export function preloadRichTextEditor(): void {
  beforeAll(() => import('./RichTextEditor').then(() => undefined))
}

/** The TipTap editor behind an editable area (TipTap keeps it on the element). */
export function editorOf(textbox: HTMLElement): Editor {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor
  if (!editor) throw new Error('not a TipTap editable area')
  return editor
}

/** Replaces the document, as if the admin had typed it. */
export function setRichText(textbox: HTMLElement, html: string): void {
  const editor = editorOf(textbox)
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true })
  })
}
