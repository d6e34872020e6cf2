import { ImagePicker, LanguageTabs, RecordFormModal, TextField } from '@/components/admin'
import { RichTextField } from '@/components/admin/RichTextField'
import { DESCRIPTION_HINT, FACT_MARKER_CHOICES } from '../fact-markers'
import { spanishDefaults } from '@/lib/admin/spanish'
import type { AdminStateLaw, StateLawFormValues, StateLawSpanish } from '../types'
import { StateFactsFields } from './StateFactsFields'
import { StateFactsPreview } from './StateFactsPreview'

export interface StateLawFormModalProps {
  open: boolean
  /** The page being edited; null to add a new one. */
  stateLaw: AdminStateLaw | null
  onClose: () => void
  onSubmit: (values: StateLawFormValues) => Promise<{ message?: string }>
}

const BLANK_SPANISH: StateLawSpanish = { name: '', title: '', description: '', seo_title: '', seo_description: '', seo_keywords: '' }

function defaultsFor(stateLaw: AdminStateLaw | null): StateLawFormValues {
  return {
    name: stateLaw?.name ?? '',
    code: stateLaw?.code ?? '',
    title: stateLaw?.title ?? '',
    description: stateLaw?.description ?? '',
    path: null,
    seo_title: stateLaw?.seo_title ?? '',
    seo_description: stateLaw?.seo_description ?? '',
    seo_keywords: stateLaw?.seo_keywords ?? '',
    sol_years: stateLaw?.sol_years != null ? String(stateLaw.sol_years) : '',
    fault_rule: stateLaw?.fault_rule ?? '',
    government_notice_days: stateLaw?.government_notice_days != null ? String(stateLaw.government_notice_days) : '',
    no_fault: stateLaw?.no_fault ?? false,
    bar_referral_url: stateLaw?.bar_referral_url ?? '',
    bar_referral_phone: stateLaw?.bar_referral_phone ?? '',
    citation: stateLaw?.citation ?? '',
    reviewed_on: stateLaw?.reviewed_on ?? '',
    ...spanishDefaults(stateLaw?.es, BLANK_SPANISH),
  }
}

/**
 * Add / Edit State Law: name, code, title, image (`path`), description (rich
 * text, with the fact markers), the state's facts with what the page writes
 * from them, and the SEO fields.
 */
export function StateLawFormModal({ open, stateLaw, onClose, onSubmit }: StateLawFormModalProps) {
  return (
    <RecordFormModal<StateLawFormValues>
      open={open}
      title={stateLaw ? 'Edit State Law' : 'Add State Law'}
      defaultValues={defaultsFor(stateLaw)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={stateLaw ? 'Update' : 'Save'}
      successMessage={stateLaw ? 'State law updated successfully' : 'State law created successfully'}
    >
      {(form) => (
        <LanguageTabs
          form={form}
          record="state page"
          english={
            <>
              <div className="row">
                <div className="col-sm-8">
                  <TextField form={form} name="name" label="Name" rules={{ required: 'The name field is required.' }} maxLength={100} />
                </div>
                <div className="col-sm-4">
                  <TextField
                    form={form}
                    name="code"
                    label="Code"
                    maxLength={2}
                    hint="Two letters, e.g. CA."
                    rules={{
                      required: 'The code field is required.',
                      pattern: { value: /^[A-Za-z]{2}$/, message: 'The code must be two letters.' },
                      setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
                      onChange: (event: { target: HTMLInputElement }) => {
                        const upper = event.target.value.toUpperCase()
                        if (upper !== event.target.value) event.target.value = upper
                      },
                    }}
                  />
                </div>
              </div>
              <TextField form={form} name="title" label="Title" rules={{ required: 'The title field is required.' }} maxLength={255} />
              <ImagePicker form={form} name="path" label="Image" currentPath={stateLaw?.path || undefined} />
              <RichTextField
                form={form}
                name="description"
                label="Description"
                required="The description field is required."
                hint={DESCRIPTION_HINT}
                markers={FACT_MARKER_CHOICES}
              />
              <StateFactsFields form={form} />
              <StateFactsPreview form={form} />
              <TextField form={form} name="seo_title" label="SEO Title" maxLength={255} />
              <TextField form={form} name="seo_description" label="SEO Description" multiline rows={3} maxLength={500} />
              <TextField form={form} name="seo_keywords" label="SEO Keywords" maxLength={500} hint="Comma-separated." />
            </>
          }
          spanish={(enabled) => (
            <>
              <TextField
                form={form}
                name="es.name"
                label="Spanish name"
                hint="The state's name in Spanish, e.g. Carolina del Norte."
                rules={{ required: enabled && 'The name field is required.' }}
                maxLength={100}
              />
              <TextField
                form={form}
                name="es.title"
                label="Spanish title"
                rules={{ required: enabled && 'The title field is required.' }}
                maxLength={255}
              />
              <RichTextField
                form={form}
                name="es.description"
                label="Spanish description"
                required={enabled ? 'The description field is required.' : undefined}
                hint="The markers write the facts' paragraphs in Spanish, from the same facts as the English page."
                markers={FACT_MARKER_CHOICES}
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
