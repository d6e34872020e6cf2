#!/usr/bin/env node
// Fails the build when a visitor's initial JavaScript grows past the budget
// (DESIGN.md §8: at most 120 KB gzip for a public page), or its first
// paint waits on more requests than one wave of connections carries, or the
// chunks the entry loads lose V8's compile hint (decision 042). It sums the gzip
// size of what every page loads before its own chunk: the entry chunk, the
// chunks index.html preloads (the entry loads React DOM and the app by
// dynamic import: src/main.tsx) and everything those import statically, as
// listed in Vite's manifest, and the page's message catalogue (the entry
// loads its language's: the larger one is counted); other dynamic imports
// (lazy pages, admin, account) are excluded.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 120 * 1024
const dist = fileURLToPath(new URL('../dist/', import.meta.url))

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
} catch (error) {
  console.error(`budget: cannot read dist/.vite/manifest.json (run \`npm run build\` first): ${error.message}`)
  process.exit(2)
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
if (entries.length === 0) {
  console.error('budget: the manifest has no entry chunk')
  process.exit(2)
}

const seen = new Set()
const files = []
function visit(key) {
  if (seen.has(key)) return
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`budget: manifest has no chunk ${key}`)
  if (chunk.file.endsWith('.js')) files.push(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
for (const [key] of entries) visit(key)
// index.html's module preloads, by file; the manifest keys chunks by source.
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
const html = readFileSync(join(dist, 'index.html'), 'utf8')
for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
  const key = keyByFile.get(href)
  if (!key) throw new Error(`budget: index.html preloads ${href}, which the manifest does not list`)
  visit(key)
}

// Before its first paint a page asks for its stylesheets, its entry and
// the module preloads; with the document itself they must fit in the six
// connections a browser (and Lighthouse's simulation) opens to one host
// over HTTP/1.1, or the rest wait a round trip (vite.config.ts,
// entryChunkGroups).
const MAX_CONNECTIONS = 6
const early = [...html.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*>|<script type="module"[^>]*src=[^>]*>/g)]
if (early.length + 1 > MAX_CONNECTIONS) {
  console.error(
    `budget: a page makes ${early.length + 1} requests before its first paint, more than ${MAX_CONNECTIONS}:\n${early.map(([tag]) => tag).join('\n')}`,
  )
  process.exit(1)
}
// The chunks the entry loads by dynamic import carry the compile hint
// (vite.config.ts, compileHints); what the entry imports statically does not.
const [entryKey] = entries[0]
const entryImports = new Set((manifest[entryKey].imports ?? []).map((key) => manifest[key].file))
const hinted = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)]
  .map(([, file]) => file)
  .filter((file) => !entryImports.has(file))
const unhinted = hinted.filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
if (hinted.length === 0 || unhinted.length > 0) {
  console.error(
    `budget: the chunks the entry loads must start with V8's compile hint: ${hinted.length === 0 ? 'none is preloaded' : unhinted.join(', ')}`,
  )
  process.exit(1)
}

// The message catalogues (src/i18n/messages.ts): a page loads one, its
// language's, as it starts; the budget holds with the larger.
const catalogues = Object.values(manifest)
  .filter((chunk) => chunk.src?.startsWith('virtual:messages/'))
  .map((chunk) => chunk.file)
if (catalogues.length === 0) {
  console.error('budget: the manifest has no message catalogue (virtual:messages/…)')
  process.exit(2)
}
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
files.push(catalogues.reduce((largest, file) => (gzipped(file) > gzipped(largest) ? file : largest)))

let total = 0
for (const file of files) {
  const size = gzipped(file)
  total += size
  console.log(`  ${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`)
}

const kb = (total / 1024).toFixed(2)
const limit = (BUDGET_BYTES / 1024).toFixed(0)
if (total > BUDGET_BYTES) {
  console.error(`budget: initial JavaScript is ${kb} KB gzip, over the ${limit} KB budget`)
  process.exit(1)
}
console.log(`budget: initial JavaScript is ${kb} KB gzip (budget ${limit} KB)`)
