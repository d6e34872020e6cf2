import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'

/**
 * The mails the real SMTP server (aiosmtpd, started by playwright.config.ts)
 * received, read from its Maildir.
 */
export interface ReceivedMail {
  to: string
  subject: string
  /** The body with quoted-printable undone. */
  text: string
}

function maildir(): string {
  const dir = process.env.E2E_MAILDIR
  if (!dir) throw new Error('E2E_MAILDIR is not set: playwright.config.ts starts the SMTP server')
  return join(dir, 'maildir', 'new')
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes (as UTF-8). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ''
}

export function receivedMails(): ReceivedMail[] {
  let names: string[]
  try {
    names = readdirSync(maildir())
  } catch {
    return []
  }
  return names
    .map((name) => ({ name, at: statSync(join(maildir(), name)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => {
      const raw = readFileSync(join(maildir(), name), 'utf8')
      return { to: header(raw, 'To'), subject: header(raw, 'Subject'), text: decodeQuotedPrintable(raw) }
    })
}

/** Waits for a mail to `to` whose subject contains `subject`, and returns the newest such mail. */
export async function waitForMail(to: string, subject: string, count = 1): Promise<ReceivedMail> {
  const matching = () => receivedMails().filter((m) => m.to.includes(to) && m.subject.includes(subject))
  await expect.poll(() => matching().length, { message: `mail "${subject}" to ${to}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count)
  const list = matching()
  return list[list.length - 1]
}

/** The first link in a mail that goes to `path` on the site, as a path with its query. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[/]/g, '\\/')}\\?token=[A-Za-z0-9_-]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`)
  const url = new URL(match[0])
  return url.pathname + url.search
}
