/**
 * Query keys more than one admin feature reads or invalidates: the
 * partners (an approved return moves a firm's balance on the Partners
 * page).
 */
export const partnersKey = ['admin', 'partners'] as const

/** The invoices: issuing one from a firm's ledger adds to the Invoices page. */
export const invoicesKey = ['admin', 'invoices'] as const
