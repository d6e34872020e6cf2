import { ImagePicker, LanguageTabs, RecordFormModal, TextField } from '@/components/admin'
import { spanishDefaults } from '@/lib/admin/spanish'
import type { AdminService, ServiceFormValues, ServiceSpanish } from '../types'

export interface ServiceFormModalProps {
  open: boolean
  /** The service being edited; null to add a new one. */
  service: AdminService | null
  onClose: () => void
  onSubmit: (values: ServiceFormValues) => Promise<{ message?: string }>
}

const BLANK_SPANISH: ServiceSpanish = { title: '', description: '', seo_title: '', seo_description: '', seo_keywords: '' }

function defaultsFor(service: AdminService | null): ServiceFormValues {
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    path: null,
    seo_title: service?.seo_title ?? '',
    seo_description: service?.seo_description ?? '',
    seo_keywords: service?.seo_keywords ?? '',
    ...spanishDefaults(service?.es, BLANK_SPANISH),
  }
}

/** Add / Edit Service: title, image (`path`), description and the SEO fields, in English and in Spanish. */
export function ServiceFormModal({ open, service, onClose, onSubmit }: ServiceFormModalProps) {
  return (
    <RecordFormModal<ServiceFormValues>
      open={open}
      title={service ? 'Edit Service' : 'Add Service'}
      defaultValues={defaultsFor(service)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={service ? 'Update' : 'Save'}
      successMessage={service ? 'Service updated successfully' : 'Service created successfully'}
    >
      {(form) => (
        <LanguageTabs
          form={form}
          record="service"
          english={
            <>
              <TextField form={form} name="title" label="Title" rules={{ required: 'The title field is required.' }} maxLength={255} />
              <ImagePicker form={form} name="path" label="Image" currentPath={service?.path || undefined} />
              <TextField
                form={form}
                name="description"
                label="Description"
                multiline
                rows={6}
                rules={{ required: 'The description field is required.' }}
                hint="Plain text; leave a blank line between paragraphs."
              />
              <TextField form={form} name="seo_title" label="SEO Title" maxLength={255} />
              <TextField form={form} name="seo_description" label="SEO Description" multiline rows={3} maxLength={500} />
              <TextField form={form} name="seo_keywords" label="SEO Keywords" maxLength={500} hint="Comma-separated." />
            </>
          }
          spanish={(enabled) => (
            <>
              <TextField
                form={form}
                name="es.title"
                label="Spanish title"
                rules={{ required: enabled && 'The title field is required.' }}
                maxLength={255}
              />
              <TextField
                form={form}
                name="es.description"
                label="Spanish description"
                multiline
                rows={6}
                rules={{ required: enabled && 'The description field is required.' }}
                hint="Plain text; leave a blank line between paragraphs. The image is the English version's."
              />
              <TextField form={form} name="es.seo_title" label="Spanish SEO Title" maxLength={255} />
              <TextField form={form} name="es.seo_description" label="Spanish SEO Description" multiline rows={3} maxLength={500} />
              <TextField form={form} name="es.seo_keywords" label="Spanish SEO Keywords" maxLength={500} hint="Comma-separated." />
            </>
          )}
        />
      )}
    </RecordFormModal>
  )
}
