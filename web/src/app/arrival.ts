import { createContext } from 'react'

/** How the page in the browser's first load arrived. */
export interface Arrival {
  /** The server rendered it (the app hydrates it rather than drawing it). */
  rendered: boolean
  /**
   * The path the server answered 404 for because the record it names does
   * not exist (/service-detail/999). The server renders the not-found page
   * there, so the browser must too when it hydrates, without asking for the
   * record.
   */
  notFoundPath: string | null
}

export const ArrivalContext = createContext<Arrival>({ rendered: false, notFoundPath: null })
