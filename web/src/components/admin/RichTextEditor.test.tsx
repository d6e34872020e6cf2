import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Editor } from '@tiptap/react'
import { normalizeLinkUrl, RichTextEditor } from './RichTextEditor'
import type { MarkerChoice } from './rich-text-markers'
import { polyfillLayout } from './rich-text-testing'

polyfillLayout()

function Field({
  initial = '',
  onChange,
  onReady,
  markers,
}: {
  initial?: string
  onChange?: (html: string) => void
  onReady?: (editor: Editor) => void
  markers?: readonly MarkerChoice[]
}) {
  const [value, setValue] = useState(initial)
  return (
    <div>
      <span id="body-label">Body</span>
      <RichTextEditor
        value={value}
        labelledBy="body-label"
        onReady={onReady}
        markers={markers}
        onChange={(html) => {
          setValue(html)
          onChange?.(html)
        }}
      />
      <output data-testid="html">{value}</output>
    </div>
  )
}

async function renderField(initial: string, markers?: readonly MarkerChoice[]) {
  const onChange = vi.fn()
  let editor: Editor | null = null
  render(<Field initial={initial} onChange={onChange} onReady={(e) => (editor = e)} markers={markers} />)
  const textbox = await screen.findByRole('textbox', { name: 'Body' })
  await waitFor(() => expect(editor).not.toBeNull())
  /** Selects the whole document, as Ctrl+A would. */
  // TipTap focuses on the next animation frame: let that happen first.
  const selectAll = () =>
    act(async () => {
      editor!.commands.focus()
      editor!.commands.selectAll()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    })
  return { onChange, textbox, editor: () => editor!, selectAll }
}

describe('RichTextEditor', () => {
  it('names the toolbar and the editable area from the form label', async () => {
    const { textbox } = await renderField('<p>Hello</p>')
    expect(textbox).toHaveAttribute('aria-multiline', 'true')
    expect(textbox).toHaveAttribute('contenteditable', 'true')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
    expect(names).toEqual([
      'Paragraph',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Bullet list',
      'Numbered list',
      'Add link',
      'Remove link',
      'Undo',
      'Redo',
    ])
    // One tab stop in the toolbar (roving focus).
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('toggles bold, headings and lists and emits the HTML', async () => {
    const user = userEvent.setup()
    const { onChange, selectAll, editor } = await renderField('<p>Hello world</p>')
    const placeCursor = (pos: number) =>
      act(() => {
        editor().commands.focus()
        editor().commands.setTextSelection(pos)
      })

    await selectAll()
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello world</strong></p>')
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Bold' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>')

    // Block formats apply to the block with the cursor.
    placeCursor(3)
    await user.click(screen.getByRole('button', { name: 'Heading 2' }))
    expect(onChange).toHaveBeenLastCalledWith('<h2>Hello world</h2>')
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Paragraph' })).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: 'Heading 3' }))
    expect(onChange).toHaveBeenLastCalledWith('<h3>Hello world</h3>')

    await user.click(screen.getByRole('button', { name: 'Paragraph' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>')

    await user.click(screen.getByRole('button', { name: 'Bullet list' }))
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Hello world</p></li></ul>')
    expect(screen.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Numbered list' }))
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Hello world</p></li></ol>')

    // Quick changes undo as one step (history groups them).
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onChange.mock.lastCall?.[0]).not.toContain('<ol>')
    await user.click(screen.getByRole('button', { name: 'Redo' }))
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Hello world</p></li></ol>')
  })

  it('emits an empty string for an empty document', async () => {
    const user = userEvent.setup()
    const { onChange, selectAll, editor } = await renderField('<p>Bye</p>')
    await selectAll()
    act(() => {
      editor().commands.deleteSelection()
    })
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(screen.getByTestId('html')).toBeEmptyDOMElement()
    await user.click(screen.getByRole('button', { name: 'Bold' }))
  })

  it('adds and removes a link through its own dialog, never window.prompt', async () => {
    const user = userEvent.setup()
    const prompt = vi.spyOn(window, 'prompt')
    const { onChange, selectAll } = await renderField('<p>Read the policy</p>')

    await selectAll()
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    const dialog = screen.getByRole('dialog', { name: 'Link address' })
    const input = within(dialog).getByRole('textbox', { name: 'Link address' })
    expect(input).toHaveFocus()

    await user.type(input, 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByText(/Enter a web address/)).toBeInTheDocument()

    await user.clear(input)
    await user.type(input, '/privacy-policy{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="/privacy-policy">Read the policy</a></p>')
    expect(screen.getByRole('button', { name: 'Edit link' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Remove link' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Read the policy</p>')
    expect(prompt).not.toHaveBeenCalled()
  })

  it('closes the link dialog with Escape without changing anything', async () => {
    const user = userEvent.setup()
    const outer = vi.fn()
    document.addEventListener('keydown', outer)
    const { onChange, selectAll } = await renderField('<p>Text</p>')
    await selectAll()
    await user.click(screen.getByRole('button', { name: 'Add link' }))
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'example.com{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Add link' })).toHaveFocus()
    // A modal around the form listening on document never saw the Escape.
    expect(outer.mock.calls.some(([event]) => (event as KeyboardEvent).key === 'Escape')).toBe(false)
    document.removeEventListener('keydown', outer)
  })

  it('moves along the toolbar with the arrow keys', async () => {
    const user = userEvent.setup()
    await renderField('<p>Text</p>')
    const paragraph = screen.getByRole('button', { name: 'Paragraph' })
    paragraph.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Heading 2' }).tabIndex).toBe(0)
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    // Wraps to the last enabled button (Undo/Redo are disabled without history).
    expect(screen.getByRole('button', { name: 'Add link' })).toHaveFocus()
  })

  it('replaces the document when the value changes from outside', async () => {
    function Resettable() {
      const [value, setValue] = useState('<p>One</p>')
      return (
        <>
          <span id="l">Body</span>
          <RichTextEditor value={value} onChange={setValue} labelledBy="l" />
          <button type="button" onClick={() => setValue('<h2>Two</h2>')}>
            Reset
          </button>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Resettable />)
    const textbox = await screen.findByRole('textbox', { name: 'Body' })
    expect(textbox.innerHTML).toContain('<p>One</p>')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(textbox.innerHTML).toContain('<h2>Two</h2>'))
  })

  it('reports leaving the field, and sends changes to the handlers of the latest render', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const onBlur = vi.fn()
    let editor: Editor | null = null
    const field = (onChange: (html: string) => void) => (
      <>
        <span id="l">Body</span>
        <RichTextEditor value="<p>One</p>" onChange={onChange} onBlur={onBlur} labelledBy="l" onReady={(e) => (editor = e)} />
        <button type="button">Elsewhere</button>
      </>
    )
    const user = userEvent.setup()
    const { rerender } = render(field(first))
    await screen.findByRole('textbox', { name: 'Body' })
    await waitFor(() => expect(editor).not.toBeNull())
    rerender(field(second))
    act(() => {
      editor!.commands.setContent('<p>Two</p>', { emitUpdate: true })
    })
    expect(second).toHaveBeenCalledWith('<p>Two</p>')
    expect(first).not.toHaveBeenCalled()

    await act(async () => {
      editor!.commands.focus()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    })
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    await waitFor(() => expect(onBlur).toHaveBeenCalled())
  })

  it('shows the error state', async () => {
    render(
      <>
        <span id="l">Body</span>
        <RichTextEditor value="" onChange={() => {}} labelledBy="l" invalid describedBy="err" />
        <div id="err">The body field is required.</div>
      </>,
    )
    const textbox = await screen.findByRole('textbox', { name: 'Body' })
    expect(textbox).toHaveAttribute('aria-invalid', 'true')
    expect(textbox).toHaveAccessibleDescription('The body field is required.')
    expect(textbox.closest('.rte')).toHaveClass('is-invalid')
  })

  it('keeps to links the server allows', () => {
    expect(normalizeLinkUrl('https://example.com/a')).toBe('https://example.com/a')
    expect(normalizeLinkUrl('example.com/page')).toBe('https://example.com/page')
    expect(normalizeLinkUrl('/contact-us')).toBe('/contact-us')
    expect(normalizeLinkUrl('mailto:help@example.com')).toBe('mailto:help@example.com')
    expect(normalizeLinkUrl('tel:+18885550142')).toBe('tel:+18885550142')
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('data:text/html,x')).toBeNull()
    expect(normalizeLinkUrl('//evil.example')).toBeNull()
    expect(normalizeLinkUrl('   ')).toBeNull()
  })

  it('never injects a <style> element', async () => {
    await renderField('<p>x</p>')
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  describe('with markers', () => {
    const markers: MarkerChoice[] = [
      { kind: 'statute', chip: 'The statute paragraph goes here', button: '+ Statute', label: 'Insert the statute paragraph' },
      { kind: 'fault', chip: 'The fault paragraphs go here', button: '+ Fault', label: 'Insert the fault paragraphs', slot: 'fault' },
      { kind: 'fault-name', chip: 'The fault rule named goes here', button: '+ Rule', label: 'Insert the fault rule named', slot: 'fault' },
    ]

    it('keeps the markers of the value as they are stored, shown as labelled blocks', async () => {
      const html = '<p>Intro</p><h2>Deadline</h2><div data-fact="statute"></div><p>Note</p>'
      const { onChange, editor, textbox } = await renderField(html, markers)
      expect(editor().getHTML()).toBe(html)
      expect(onChange).not.toHaveBeenCalled()
      expect(within(textbox).getByText('The statute paragraph goes here')).toHaveAttribute('contenteditable', 'false')
      expect(screen.getByRole('button', { name: 'Insert the statute paragraph' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Insert the fault paragraphs' })).toBeEnabled()
    })

    it('inserts a marker after the block with the cursor, once per slot', async () => {
      const user = userEvent.setup()
      const { onChange, editor } = await renderField('<h2>Fault</h2><p>Note</p>', markers)
      act(() => {
        editor().commands.focus()
        editor().commands.setTextSelection(3)
      })
      await user.click(screen.getByRole('button', { name: 'Insert the fault paragraphs' }))
      expect(onChange).toHaveBeenLastCalledWith('<h2>Fault</h2><div data-fact="fault"></div><p>Note</p>')
      // fault and fault-name are one slot.
      expect(screen.getByRole('button', { name: 'Insert the fault paragraphs' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Insert the fault rule named' })).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Insert the statute paragraph' })).toBeEnabled()

      // Deleting it frees the slot.
      await user.click(screen.getByRole('button', { name: 'Undo' }))
      expect(onChange).toHaveBeenLastCalledWith('<h2>Fault</h2><p>Note</p>')
      expect(screen.getByRole('button', { name: 'Insert the fault rule named' })).toBeEnabled()
    })

    it('puts a marker only at the top level, even from inside a list', async () => {
      const user = userEvent.setup()
      const { onChange, editor } = await renderField('<ul><li><p>One</p></li></ul><p>After</p>', markers)
      act(() => {
        editor().commands.focus()
        editor().commands.setTextSelection(4)
      })
      await user.click(screen.getByRole('button', { name: 'Insert the statute paragraph' }))
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>One</p></li></ul><div data-fact="statute"></div><p>After</p>')
      act(() => {
        editor().commands.setContent('<blockquote><div data-fact="fault"></div><p>Q</p></blockquote>', { emitUpdate: true })
      })
      const body = new DOMParser().parseFromString(String(onChange.mock.lastCall?.[0]), 'text/html').body
      expect(body.querySelector('blockquote [data-fact]')).toBeNull()
      expect(body.querySelector(':scope > [data-fact="fault"]')).not.toBeNull()
    })

    it('drops markers in a field that takes none, like any unknown element', async () => {
      const { editor } = await renderField('<p>Post</p><div data-fact="statute"></div>')
      expect(editor().getHTML()).toBe('<p>Post</p>')
      expect(screen.queryByRole('button', { name: 'Insert the statute paragraph' })).toBeNull()
    })
  })
})
