/** The admin the test server creates at start (CLAIMSITE_ADMIN_EMAIL / _PASSWORD). */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }
