import { Node } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'

/**
 * Markers in a rich-text field: empty `<div data-fact="kind"></div>` blocks
 * where the page writes something of its own (a state-law page's statute,
 * fault-rule and no-fault paragraphs, from the state's facts; decision
 * 057). In the editor a marker is one block the admin can move or delete
 * but not type into, showing what stands there; the field's HTML keeps it
 * exactly as the server stores it.
 */
export interface MarkerChoice {
  /** The data-fact value. */
  kind: string
  /** What the editor shows where the marker stands. */
  chip: string
  /** The toolbar button's visible text. */
  button: string
  /** The toolbar button's accessible name. */
  label: string
  /** Markers of one slot stand once: one in the document disables the buttons of all (default: its kind). */
  slot?: string
}

export const MARKER_NODE = 'marker'

/**
 * The marker node: an atom at the top level only (the document's content
 * allows it beside the blocks; no list, quote or paragraph can hold it,
 * so it always stands where the page can put a block), parsed from a div
 * whose data-fact is one of the choices.
 */
export function markerNode(choices: readonly MarkerChoice[]) {
  const chips = new Map(choices.map((choice) => [choice.kind, choice.chip]))
  return Node.create({
    name: MARKER_NODE,
    atom: true,
    selectable: true,
    draggable: true,
    addAttributes() {
      return {
        kind: {
          default: null,
          parseHTML: (element: HTMLElement) => element.getAttribute('data-fact'),
          renderHTML: (attributes: { kind?: string | null }) => ({ 'data-fact': attributes.kind }),
        },
      }
    },
    parseHTML() {
      return [
        { tag: 'div[data-fact]', getAttrs: (element: HTMLElement) => (chips.has(element.getAttribute('data-fact') ?? '') ? null : false) },
      ]
    },
    renderHTML({ HTMLAttributes }) {
      return ['div', HTMLAttributes]
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement('div')
        dom.className = 'rte__marker'
        dom.setAttribute('contenteditable', 'false')
        dom.dataset.fact = String(node.attrs.kind)
        dom.textContent = chips.get(String(node.attrs.kind)) ?? String(node.attrs.kind)
        return { dom }
      }
    },
  })
}

/** The document node of a field with markers: blocks and markers, markers at the top level only. */
export const documentWithMarkers = Node.create({
  name: 'doc',
  topNode: true,
  content: `(block | ${MARKER_NODE})+`,
})

/** The kinds of the markers in a document, in order. */
export function markersIn(doc: PMNode): string[] {
  const kinds: string[] = []
  doc.forEach((node) => {
    if (node.type.name === MARKER_NODE) kinds.push(String(node.attrs.kind))
  })
  return kinds
}
