/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { sep } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

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
 * The entry (src/main.tsx) loads React DOM and then the app by dynamic
 * import, so that the browser evaluates them in separate tasks; every page
 * needs both at once. This links their chunks, and what those import, from
 * index.html as module preloads: they download with the entry, not after it
 * has run.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'claimsite:preload-entry-imports',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry)
        if (!bundle || entry?.type !== 'chunk') return []
        const files = new Set<string>()
        const add = (file: string) => {
          const chunk = bundle[file]
          if (files.has(file) || file === entry.fileName || chunk?.type !== 'chunk') return
          files.add(file)
          chunk.imports.forEach(add)
        }
        entry.dynamicImports.forEach(add)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/',
  plugins: [react(), preloadEntryImports()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProductionBuild }] : []),
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
