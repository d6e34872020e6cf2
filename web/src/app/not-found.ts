import { createContext } from 'react'

/**
 * The path the server answered 404 for because the record it names does not
 * exist (/service-detail/999). The server renders the not-found page there,
 * so the browser must too when it hydrates, without asking for the record.
 */
export const NotFoundPathContext = createContext<string | null>(null)
