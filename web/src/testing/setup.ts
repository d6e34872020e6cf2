import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'react-toastify/unstyled'
import { afterEach, beforeEach } from 'vitest'
import { LANGUAGES } from '@/i18n/language'
import { loadMessages } from '@/i18n/messages'

// findBy* and waitFor give up after 10 s instead of Testing Library's 1 s:
// on this 2-core machine, shared with other builds, a render that takes
// 0.1 s alone took over 1 s at a load average of 12, and a toast over 5 s
// at 14, failing tests that pass (decision 038). A passing test waits no
// longer for it.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

// A toast fired by an earlier test after its container unmounted (notify
// loads the toast library asynchronously) waits in the library's queue for
// the next container: under load one reached the next test's, which then
// found its own message twice. With no container mounted, dismiss() empties
// that queue.
beforeEach(() => {
  toast.dismiss()
})

// Both catalogues, loaded before any test renders (the app loads the
// page's before it starts: main.tsx).
await Promise.all(LANGUAGES.map(loadMessages))
