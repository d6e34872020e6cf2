import { AdminPageHeader } from '@/components/admin'
import { QueryStatus } from '@/components/QueryStatus'
import { useHead } from '@/lib/head'
import { useSettings } from './api/get-settings'
import { SettingsForm } from './components/SettingsForm'

/**
 * /admin/settings: the site's brand, contact details, links, footer,
 * pop-up, lead verification, notification addresses and retention. A save
 * takes effect at once on every page and every instance.
 */
export default function SettingsAdminPage() {
  useHead({ title: 'Settings' })
  const settings = useSettings()
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Settings"
        intro="What the public site shows and how leads are handled. Saved values apply at once, without a restart."
      />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <QueryStatus isPending={settings.isPending} isError={settings.isError} />
      )}
    </div>
  )
}
