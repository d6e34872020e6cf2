import { QueryStatus } from '@/components/QueryStatus'
import { useConsultation } from '@/lib/consultation'
import { useInquiries, type Inquiry } from '../api/get-inquiries'

const formNames: Record<string, string> = {
  consultation: 'Free consultation',
  state_law: 'State law page',
}

const statusNames: Record<string, string> = {
  new: 'Received',
  contacted: 'Contacted',
  qualified: 'In progress',
  rejected: 'Closed',
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

export function formatInquiryDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

function stateLabel(inquiry: Inquiry): string {
  if (inquiry.state_name && inquiry.state) return `${inquiry.state_name} (${inquiry.state})`
  return inquiry.state_name || inquiry.state || '—'
}

/** The signed-in user's own inquiries: date, status, form and state. */
export function InquiryList() {
  const inquiries = useInquiries()
  const { openConsultation } = useConsultation()

  if (inquiries.isPending || inquiries.isError) {
    return (
      <QueryStatus
        isPending={inquiries.isPending}
        isError={inquiries.isError}
        errorText="We could not load your inquiries right now. Please try again in a moment."
      />
    )
  }
  if (inquiries.data.length === 0) {
    return (
      <div className="account-empty">
        <p>You have not sent us any inquiries yet.</p>
        <button type="button" className="btn btn-accent" onClick={openConsultation}>
          Get a Free Consultation
        </button>
      </div>
    )
  }
  return (
    <div className="table-responsive">
      <table className="table account-table">
        <caption className="visually-hidden">Your inquiries</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Form</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {inquiries.data.map((inquiry) => (
            <tr key={inquiry.id}>
              <td>
                <time dateTime={inquiry.created_at}>{formatInquiryDate(inquiry.created_at)}</time>
              </td>
              <td>
                <span className={`status-badge status-badge--${inquiry.status}`}>{statusNames[inquiry.status] ?? inquiry.status}</span>
              </td>
              <td>{formNames[inquiry.source_form] ?? inquiry.source_form}</td>
              <td>{stateLabel(inquiry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
