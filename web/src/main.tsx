import './styles/main.scss'
import { recordFirstTouch } from './lib/attribution'
import { languageOf } from './i18n/language'
import { loadMessages } from './i18n/messages'

// Where the visitor came from, once per page load: the tab's first page
// is kept (sessionStorage), later ones change nothing. The operator's own
// screens are no visitor's landing page.
if (!window.location.pathname.startsWith('/admin')) recordFirstTouch(window.location, document.referrer)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The page's catalogue downloads alongside React DOM and the app, and the
// app starts once it is in (I18nProvider finds it loaded).
const messages = loadMessages(languageOf(window.location.pathname))

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// The browser evaluates a module and everything it imports in one task it
// cannot break: React DOM, the router, the data layer and the shell
// together held a slow phone's main thread for some 240 ms (4x CPU
// slowdown) just as the page had appeared. Loaded by dynamic import, React
// DOM is one task, the app (src/app/start.tsx) the next, and hydration a
// third; their chunks download alongside this one (index.html preloads
// them: vite.config.ts).
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(async ({ start }) => {
    await Promise.all([messages, nextTask()])
    start(root)
  })
