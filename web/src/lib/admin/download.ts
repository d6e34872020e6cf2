/** Helpers for files the admin area downloads (CSV exports). */

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  let name = ''
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = ''
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition)
    name = (plain?.[1] ?? plain?.[2] ?? '').trim()
  }
  // Only a bare file name: no directories.
  name = name.replace(/^.*[\\/]/, '')
  return name || fallback
}

/** Hands a Blob to the browser as a download (object URL + a temporary <a download>). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Some browsers read the URL after click() returns: release it a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}
