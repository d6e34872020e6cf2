/** The portal's query keys: every read of the firm's data starts with portalKey, so a change can refresh them all. */
export const portalKey = ['partner'] as const
export const accountKey = [...portalKey, 'account'] as const
export const leadsKey = [...portalKey, 'leads'] as const
