import type { ChangeRequest, PartnerChanges } from '@/lib/admin/partner-changes'

/** A request as the queue lists it (GET /api/admin/change-requests): with the firm's present values of the asked fields. */
export interface ChangeRequestItem extends ChangeRequest {
  current: PartnerChanges
}
