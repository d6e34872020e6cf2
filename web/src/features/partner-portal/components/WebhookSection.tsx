import { useState } from 'react'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useRotateWebhookSecret, useSendWebhookTest, useWebhookAttempts } from '../api/webhooks'
import type { PartnerAccount } from '../types'

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * The firm's webhook: a new signing secret (shown once; the old one keeps
 * signing beside it for 24 hours), a test event, and the latest 50
 * attempts with their answers.
 */
export function WebhookSection({ account }: { account: PartnerAccount }) {
  const attempts = useWebhookAttempts(account.webhook_url !== '')
  const test = useSendWebhookTest()
  const rotate = useRotateWebhookSecret()
  const [secret, setSecret] = useState<string | null>(null)
  if (!account.webhook_url) return null

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await action()).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : 'That did not work.')
    }
  }
  return (
    <section className="partner-card" aria-labelledby="account-webhook">
      <h2 id="account-webhook" className="h5">
        Webhook
      </h2>
      <p>
        Leads are posted to <code>{account.webhook_url}</code>, signed with your secret (X-Claimsite-Signature).
        {account.previous_secret_until
          ? ` Your previous secret signs beside the new one until ${moment.format(new Date(account.previous_secret_until))}.`
          : ''}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void run(() => test.mutateAsync())}
          disabled={test.isPending}
        >
          Send a test event
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={rotate.isPending}
          onClick={() =>
            void run(async () => {
              const answer = await rotate.mutateAsync()
              setSecret(answer.data.webhook_secret)
              return answer
            })
          }
        >
          Make a new secret
        </button>
      </div>
      {secret ? (
        <div className="alert alert-warning" role="status">
          Your new secret (shown this once): <code className="partner-secret">{secret}</code>
        </div>
      ) : null}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Webhook attempts, newest first">
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">Webhook attempts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Event</th>
              <th scope="col">Lead</th>
              <th scope="col">Answer</th>
              <th scope="col" className="text-end">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            {attempts.data?.length ? (
              attempts.data.map((a) => (
                <tr key={a.id}>
                  <td>{moment.format(new Date(a.created_at))}</td>
                  <td>{a.event}</td>
                  <td>{a.lead_reference}</td>
                  <td className={a.ok ? undefined : 'text-danger'}>
                    {a.status_code ? a.status_code : 'No answer'}
                    {a.ok ? ' OK' : a.error ? ` · ${a.error}` : ''}
                  </td>
                  <td className="text-end">{a.duration_ms} ms</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className="text-body-secondary">
                  {attempts.isPending ? 'Loading…' : 'No attempts yet.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
