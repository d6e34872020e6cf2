/**
 * What React, React Router and TanStack Query expect of a browser or Node
 * that the Go server's JavaScript engine (QuickJS) does not have. Imported
 * first by the server entry; never part of the browser bundle.
 *
 * Timers never fire: a server render finishes when its data is in, and
 * nothing may wait on a clock. Console output is kept for the Go side to
 * log, so a warning during a render is seen, not lost.
 */
import 'core-js/actual/url'
import 'core-js/actual/url-search-params'
// QuickJS has no Intl: the FormatJS polyfills, with the data of the site's
// two languages only (decision 064). The browser uses its own Intl.
import '@formatjs/intl-getcanonicallocales/polyfill-force.js'
import '@formatjs/intl-locale/polyfill-force.js'
import '@formatjs/intl-pluralrules/polyfill-force.js'
import '@formatjs/intl-pluralrules/locale-data/en.js'
import '@formatjs/intl-pluralrules/locale-data/es.js'
import '@formatjs/intl-numberformat/polyfill-force.js'
import '@formatjs/intl-numberformat/locale-data/en.js'
import '@formatjs/intl-numberformat/locale-data/es-US.js'
import '@formatjs/intl-datetimeformat/polyfill-force.js'
import '@formatjs/intl-datetimeformat/locale-data/en.js'
import '@formatjs/intl-datetimeformat/locale-data/es-US.js'

type Callback = (...args: unknown[]) => void

const scope = globalThis as Record<string, unknown>

/** Messages written to the console during the current render. */
export const consoleMessages: string[] = []

function record(level: string) {
  return (...args: unknown[]) => {
    if (consoleMessages.length < 20) consoleMessages.push(`${level}: ${args.map(String).join(' ')}`.slice(0, 2000))
  }
}

scope.claimsiteConsole = () => consoleMessages.join('\n')
scope.console = { log: record('log'), info: record('info'), debug: record('debug'), warn: record('warn'), error: record('error') }

let timerId = 0
const never = () => ++timerId
scope.setTimeout ??= never
scope.setInterval ??= never
scope.clearTimeout ??= () => undefined
scope.clearInterval ??= () => undefined
scope.queueMicrotask ??= (callback: Callback) => void Promise.resolve().then(callback)

/** React's scheduler posts its work through a MessageChannel: run it as a microtask. */
class MicrotaskPort {
  onmessage: Callback | null = null
  other: MicrotaskPort | null = null
  postMessage(data: unknown) {
    const target = this.other
    Promise.resolve().then(() => target?.onmessage?.({ data }))
  }
  close() {}
}
scope.MessageChannel ??= class {
  port1 = new MicrotaskPort()
  port2 = new MicrotaskPort()
  constructor() {
    this.port1.other = this.port2
    this.port2.other = this.port1
  }
}

/** UTF-8 only, as every caller here wants. */
scope.TextEncoder ??= class {
  readonly encoding = 'utf-8'
  encode(text = ''): Uint8Array {
    const bytes: number[] = []
    for (const char of text) {
      let code = char.codePointAt(0) ?? 0
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd // a lone surrogate
      if (code < 0x80) bytes.push(code)
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
      else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    }
    return new Uint8Array(bytes)
  }
}

scope.TextDecoder ??= class {
  readonly encoding = 'utf-8'
  decode(input?: Uint8Array): string {
    if (!input) return ''
    let out = ''
    for (let i = 0; i < input.length;) {
      const byte = input[i]
      let code = byte
      let extra = 0
      if (byte >= 0xf0) [code, extra] = [byte & 7, 3]
      else if (byte >= 0xe0) [code, extra] = [byte & 15, 2]
      else if (byte >= 0xc0) [code, extra] = [byte & 31, 1]
      for (let k = 1; k <= extra; k++) code = (code << 6) | (input[i + k] & 63)
      out += String.fromCodePoint(code)
      i += extra + 1
    }
    return out
  }
}

// Only named in `instanceof` checks of code paths a server render does not take.
scope.FormData ??= class FormData {}
scope.Blob ??= class Blob {}
scope.DOMException ??= class DOMException extends Error {}

class ServerAbortSignal {
  aborted = false
  reason: unknown = undefined
  onabort: Callback | null = null
  addEventListener() {}
  removeEventListener() {}
  throwIfAborted() {}
}
scope.AbortController ??= class {
  signal = new ServerAbortSignal()
  abort(reason?: unknown) {
    this.signal.aborted = true
    this.signal.reason = reason
  }
}

/** Set by the Go server: answers a GET of the site's own API in-process. */
declare function __claimsiteFetch(url: string): { status: number; body: string }

/** Server renders read the site's own API, in-process and only with GET. */
scope.fetch = async (input: unknown, init?: { method?: string }) => {
  const method = init?.method ?? 'GET'
  if (method !== 'GET') throw new Error(`a server render cannot ${method} ${String(input)}`)
  const { status, body } = __claimsiteFetch(String(input))
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => null },
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  }
}
