// Writes a Brotli copy (name.br, best quality) of every text file of dist/
// worth it, once at build time: the Go server serves it to browsers that
// take Brotli, and makes none of its own for these files (internal/webui).
import { brotliCompressSync, constants } from 'node:zlib'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'

const dist = new URL('../dist/', import.meta.url).pathname
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml'])
const minSize = 1024

let files = 0
let before = 0
let after = 0
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      walk(path)
      continue
    }
    if (!compressible.has(extname(name))) continue
    const plain = readFileSync(path)
    if (plain.length < minSize) continue
    const br = brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    })
    if (br.length >= plain.length) continue
    writeFileSync(`${path}.br`, br)
    files++
    before += plain.length
    after += br.length
  }
}
walk(dist)
console.log(`brotli: ${files} files, ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB`)
