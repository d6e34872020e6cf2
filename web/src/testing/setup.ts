import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy* and waitFor give up after 5 s instead of Testing Library's 1 s:
// on this 2-core machine, shared with other builds, a render that takes
// 0.1 s alone took over 1 s at a load average of 12 and failed tests that
// pass (decision 038). A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
