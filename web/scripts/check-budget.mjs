#!/usr/bin/env node
// Fails the build when a visitor's initial JavaScript grows past the budget
// (DESIGN.md §8: at most 120 KB gzip for a public page). It sums the gzip
// size of what every page loads before its own chunk: the entry chunk, the
// chunks index.html preloads (the entry loads React DOM and the app by
// dynamic import: src/main.tsx) and everything those import statically, as
// listed in Vite's manifest; other dynamic imports (lazy pages, admin,
// account) are excluded.
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

let total = 0
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
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
