import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { relativePath, routeTable } from '@/config/routes'
import { ConfirmIdentityProvider } from '@/lib/confirm-identity'
import { PartnerLayout } from './PartnerLayout'
import './partner-portal.scss'

/** The component of each partner route of routes.json, by route name. */
export const partnerPages = {
  partnerLeads: lazy(() => import('./PartnerLeadsPage')),
  partnerLead: lazy(() => import('./PartnerLeadPage')),
  partnerAccount: lazy(() => import('./PartnerAccountPage')),
  partnerInvoices: lazy(() => import('./PartnerInvoicesPage')),
  partnerInvoice: lazy(() => import('./PartnerInvoicePage')),
} as const

const partnerRoutes = routeTable.filter((entry) => entry.area === 'partner')

/** The partner portal's routes (routes.json), relative to /partner. */
export default function PartnerApp() {
  // Making a new webhook secret asks the member to confirm it is them.
  return (
    <ConfirmIdentityProvider>
      <Routes>
        <Route element={<PartnerLayout />}>
          {partnerRoutes.map((entry) => {
            const Page = partnerPages[entry.name as keyof typeof partnerPages]
            const path = relativePath(entry, '/partner')
            return path === '' ? (
              <Route key={entry.name} index element={<Page />} />
            ) : (
              <Route key={entry.name} path={path} element={<Page />} />
            )
          })}
          <Route path="*" element={<p className="p-4">This page of the portal does not exist.</p>} />
        </Route>
      </Routes>
    </ConfirmIdentityProvider>
  )
}
