import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { relativePath, routeTable } from '@/config/routes'
import { PartnerLayout } from './PartnerLayout'
import './partner-portal.scss'

/** The component of each partner route of routes.json, by route name. */
const pages = {
  partnerLeads: lazy(() => import('./PartnerLeadsPage')),
  partnerLead: lazy(() => import('./PartnerLeadPage')),
  partnerAccount: lazy(() => import('./PartnerAccountPage')),
} as const

const partnerRoutes = routeTable.filter((entry) => entry.area === 'partner')

/** The partner portal's routes (routes.json), relative to /partner. */
export default function PartnerApp() {
  return (
    <Routes>
      <Route element={<PartnerLayout />}>
        {partnerRoutes.map((entry) => {
          const Page = pages[entry.name as keyof typeof pages]
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
  )
}
