/**
 * The admin CRUD kit: build an admin screen from these (see
 * features/admin-services/ServicesAdminPage.tsx for the whole pattern).
 */
export { AdminIcon, type AdminIconName } from './AdminIcon'
export { AdminImage, PLACEHOLDER_IMAGE } from './AdminImage'
export { AdminPageHeader } from './AdminPageHeader'
export { AdminTable, type AdminColumn, type AdminTableProps } from './AdminTable'
export { reportAdminError } from '@/lib/admin/admin-errors'
export { ConfirmDeleteModal, confirmDeleteText } from './ConfirmDeleteModal'
export { CrudTable, type CrudTableProps } from './CrudTable'
export { FieldError } from './FieldError'
export { TextField, type TextFieldProps } from './fields'
export { ImagePicker, type ImagePickerProps } from './ImagePicker'
export { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, validateImageFile } from './image-file'
export { applyServerErrors, RecordFormModal, type RecordFormModalProps } from './RecordFormModal'
export { RowActions, type RowActionsProps } from './RowActions'
export { ViewModal } from './ViewModal'
export { InvoiceDocument } from './InvoiceDocument'
export { InvoicePdfButton } from './InvoicePdfButton'
export { DecisionButtons, StatusTabs } from './DecisionQueue'
export { LanguageTabs, MissingSpanishNote, SpanishStatus, type LanguageTabsProps } from './LanguageTabs'
