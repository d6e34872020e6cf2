/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import type { ChunkingContext, OutputBundle, OutputChunk } from 'rolldown'
import react from '@vitejs/plugin-react'
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

const goServer = 'http://127.0.0.1:8080'

// `vite build` makes the browser app in dist/; `vite build --ssr` makes the
// server renderer dist-server/render.js, one self-contained module the Go
// server runs in QuickJS (no imports: every dependency and lazy page is
// inlined; browser-flavoured builds of React).
// react-router's package exports name only its development build; its
// production build is the same code with the development warnings off (they
// check every route match). Builds take that one; tests keep the warnings.
const routerProductionBuild = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url))

// The unit tests, and those among them that replace a module (vi.mock).
const testFiles = 'src/**/*.test.{ts,tsx}'
const testFilesMockingModules = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')))

/**
 * The chunks the entry (src/main.tsx) loads by dynamic import, React DOM and
 * then the app, so that the browser evaluates them in separate tasks, and
 * what those import; every page needs them at once. The message
 * catalogues are left out: a page needs its language's only, which the
 * entry asks for as it starts. The entry chunk itself
 * and what it imports statically (Vite links those already) are left out.
 */
function chunksLoadedByEntry(bundle: OutputBundle): OutputChunk[] {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry)
  if (entry?.type !== 'chunk') return []
  const found = new Map<string, OutputChunk>()
  const add = (file: string) => {
    const chunk = bundle[file]
    if (found.has(file) || file === entry.fileName || entry.imports.includes(file) || chunk?.type !== 'chunk') return
    // A message catalogue is one language's: the entry asks for the page's own.
    if (chunk.facadeModuleId?.startsWith('\0virtual:messages/')) return
    found.set(file, chunk)
    chunk.imports.forEach(add)
  }
  entry.dynamicImports.forEach(add)
  return [...found.values()]
}

/**
 * Links the chunks the entry loads (chunksLoadedByEntry) from index.html as
 * module preloads: they download with the entry, not after it has run.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'claimsite:preload-entry-imports',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return chunksLoadedByEntry(bundle ?? {}).map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * Marks the chunks the entry loads (chunksLoadedByEntry) with V8's explicit
 * compile hint: nearly every function in React DOM and the app shell runs
 * while the page hydrates, and compiled eagerly they are compiled while the
 * file streams in, off the main thread, instead of one by one on first call
 * on it. Traces of / at a 4x CPU slowdown: the hydration's JavaScript 373 ms
 * against 570 ms, React DOM's evaluation 150 against 200 ms (means of 8 runs;
 * decision 042). Browsers without the hint read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'claimsite:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of chunksLoadedByEntry(bundle)) chunk.code = '//# allFunctionsCalledOnLoad\n' + chunk.code
      },
    },
  }
}

/**
 * Two chunks load with the entry, besides the stylesheet: `client` (React
 * and React DOM) and `start` (the app shell and everything it imports
 * statically). Left to itself the bundler cut the same code into eight
 * chunks, several under 1 KB; over HTTP/1.1 a browser opens at most six
 * connections to a host, and a slow phone pays a round trip for each
 * request the first wave cannot carry, before the first paint (decision 042).
 * Modules the entry imports itself (src/main.tsx) stay in the entry chunk,
 * so that loading the app still comes after it, in its own task.
 */
function entryChunkGroups() {
  const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
  const start = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url))
  const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/
  let shell: Set<string> | undefined
  // The modules `from` imports, directly or through others, statically.
  const staticImports = (from: string, ctx: ChunkingContext) => {
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      ctx.getModuleInfo(id)?.importedIds.forEach(visit)
    }
    visit(from)
    return seen
  }
  return {
    // A captured module does not drag what it imports along: the entry's
    // own helpers (Vite's preload helper) stay in the entry.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'client', test: react, priority: 2 },
      {
        name(id: string, ctx: ChunkingContext) {
          if (!shell) {
            const entryOwn = staticImports(entry, ctx)
            shell = new Set([...staticImports(start, ctx)].filter((module) => !entryOwn.has(module) && !react.test(module)))
          }
          return shell.has(id) ? 'start' : null
        },
        priority: 1,
      },
    ],
  }
}

/**
 * The message catalogues as modules: `virtual:messages/{lang}`, the core
 * (every file of src/i18n/messages/{lang}/, one per part of the site, so
 * that parts are translated and reviewed apart, merged), and
 * `virtual:messages/{lang}/{part}`, a part only some pages show
 * (messages/{lang}/pages/{part}.json; src/i18n/messages.ts). Each message
 * is compiled to its ICU syntax tree here so the app ships no message
 * parser (decision 064): intl-messageformat parses any message given as
 * a string, plain text too. A message that does not
 * parse, or a key in two files, fails the build.
 */
function compileMessages(): Plugin {
  const prefix = 'virtual:messages/'
  const root = fileURLToPath(new URL('./src/i18n/messages/', import.meta.url))
  const keys = new Map<string, string>()
  const compile = (file: string, into: Record<string, MessageFormatElement[]>) => {
    for (const [key, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const lang = file.slice(root.length).split('/')[0]
      const seen = keys.get(`${lang}:${key}`)
      if (seen && seen !== file) throw new Error(`${file}: message ${key} is in ${seen} too`)
      keys.set(`${lang}:${key}`, file)
      try {
        into[key] = parse(message)
      } catch (error) {
        throw new Error(`${file}: message ${key}: ${String(error)}`, { cause: error })
      }
    }
  }
  return {
    name: 'claimsite:compile-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const [lang, part] = id.slice(prefix.length + 1).split('/')
      const files = part
        ? [`${root}${lang}/pages/${part}.json`]
        : readdirSync(`${root}${lang}/`)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .map((name) => `${root}${lang}/${name}`)
      const compiled: Record<string, MessageFormatElement[]> = {}
      for (const file of files) {
        this.addWatchFile(file)
        compile(file, compiled)
      }
      return `export default ${JSON.stringify(compiled)}`
    },
  }
}

/**
 * The server bundle's Intl data (src/server/environment.ts), cut to what
 * the pages format: the FormatJS locale data carries every currency's and
 * unit's names, every time zone's and the date ranges' patterns, which
 * took the bundle from 0.65 to 1.75 MB and a renderer VM's start from 35
 * to about 400 ms. Kept: numbers, percent and US dollars, and dates
 * without time-zone names or ranges (decision 064). internal/ssr's
 * TestServerIntl checks the server prints what a browser's own Intl does.
 */
function trimIntlData(): Plugin {
  const localeData = /@formatjs[\\/]intl-(numberformat|datetimeformat)[\\/]locale-data[\\/]/
  return {
    name: 'claimsite:trim-intl-data',
    transform(code, id) {
      const kind = localeData.exec(id)?.[1]
      if (!kind) return null
      const ctor = kind === 'numberformat' ? 'NumberFormat' : 'DateTimeFormat'
      let added: { data: Record<string, unknown> } | undefined
      new Function('Intl', code)({ [ctor]: { __addLocaleData: (data: { data: Record<string, unknown> }) => (added = data) } })
      if (!added) throw new Error(`${id}: no locale data`)
      const data = added.data
      const trimmed =
        kind === 'numberformat'
          ? { ...data, currencies: { USD: (data.currencies as Record<string, unknown>).USD }, units: { simple: {}, compound: {} } }
          : {
              ...data,
              timeZoneName: {},
              intervalFormats: { intervalFormatFallback: (data.intervalFormats as Record<string, unknown>).intervalFormatFallback },
            }
      return `Intl.${ctor}.__addLocaleData(${JSON.stringify({ ...added, data: trimmed })})`
    },
  }
}

/** The message parser, for builds: every message arrives compiled (compileMessages). */
const messageParser = fileURLToPath(new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url))

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  plugins: [react(), compileMessages(), preloadEntryImports(), ...(isSsrBuild ? [trimIntlData()] : [compileHints()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerProductionBuild },
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: messageParser },
          ]
        : []),
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global Sass functions; its own
        // deprecation noise would bury our warnings.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        ssr: 'src/entry-server.tsx',
        target: 'es2022',
        minify: true,
        rollupOptions: { output: { entryFileNames: 'render.js' } },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        manifest: true,
        // The server's CSP allows images only from 'self': never inline assets as data: URIs.
        assetsInlineLimit: 0,
        target: 'es2022',
        rolldownOptions: { output: { codeSplitting: entryChunkGroups() } },
      },
  // The webworker target bundles everything into one file.
  ssr: { noExternal: true, target: 'webworker' },
  publicDir: isSsrBuild ? false : 'public',
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    // The admin analytics map reads the state outlines the binary ships
    // (internal/seed/images, decision 005) at build time.
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../internal/seed/images', import.meta.url))] },
    proxy: {
      '/api': goServer,
      '/storage': goServer,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Two workers on two cores (Vitest's default leaves one core idle).
    maxWorkers: 2,
    // A test fails on its assertions, not on the machine's load: at a load
    // average of 10-17 (other builds on this 2-core machine) tests that take
    // 1-9 s alone took 5-61 s, past Vitest's 5 s default (decision 038). A
    // test that hangs still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A fresh jsdom for every file costs about 1.5 s, two thirds of this
    // suite's time: files share their worker's environment and modules,
    // except those that replace a module with vi.mock, which works only on a
    // module not yet loaded and so needs a worker to itself
    // (docs/decisions/038).
    projects: [
      { extends: true, test: { name: 'shared', include: [testFiles], exclude: testFilesMockingModules, isolate: false } },
      { extends: true, test: { name: 'isolated', include: testFilesMockingModules, isolate: true } },
    ],
  },
}))
