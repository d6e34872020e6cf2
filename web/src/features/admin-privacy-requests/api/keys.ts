export const privacyRequestsKey = ['admin', 'privacy-requests'] as const
