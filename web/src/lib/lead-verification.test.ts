import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  collectLeadVerification,
  LEADID_FIELD,
  LEADID_SCRIPT_FAILED,
  LEADID_TOKEN_MISSING,
  TRUSTEDFORM_FIELD,
  TRUSTEDFORM_SCRIPT_FAILED,
  TRUSTEDFORM_TOKEN_MISSING,
  type LeadVerificationSettings,
} from './lead-verification'

/**
 * jsdom does not fetch scripts: intercept appended <script> elements and
 * "load" or "fail" them, optionally filling in the field the real script would.
 */
function fakeScripts(behaviour: Record<string, { fail?: boolean; fill?: [string, string] }>) {
  const original = document.body.appendChild.bind(document.body)
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const result = original(node)
    if (node instanceof HTMLScriptElement) {
      const plan = Object.entries(behaviour).find(([url]) => node.src.endsWith(url))?.[1] ?? {}
      queueMicrotask(() => {
        if (plan.fail) {
          node.onerror?.(new Event('error'))
          return
        }
        if (plan.fill) {
          const [name, value] = plan.fill
          const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
          if (input) input.value = value
        }
        node.onload?.(new Event('load'))
      })
    }
    return result
  })
}

function makeForm(): HTMLFormElement {
  const form = document.createElement('form')
  form.innerHTML = `<input type="hidden" name="${LEADID_FIELD}"><input type="hidden" name="${TRUSTEDFORM_FIELD}">`
  document.body.append(form)
  return form
}

let counter = 0
function settings(
  mode: LeadVerificationSettings['mode'],
  scripts: { leadid?: boolean; trustedform?: boolean } = { leadid: true, trustedform: true },
) {
  counter += 1
  return {
    mode,
    leadid_script_url: scripts.leadid ? `/leadid-${counter}.js` : '',
    trustedform_script_url: scripts.trustedform ? `/tf-${counter}.js` : '',
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('collectLeadVerification', () => {
  it('loads nothing in mode off', async () => {
    const append = vi.spyOn(document.body, 'appendChild')
    await expect(collectLeadVerification(settings('off'), makeForm(), { waitMs: 0 })).resolves.toEqual({
      leadId: '',
      certificateUrl: '',
    })
    expect(append).not.toHaveBeenCalled()
  })

  it('loads nothing when no script URL is configured', async () => {
    const append = vi.spyOn(document.body, 'appendChild')
    await collectLeadVerification(settings('required', {}), makeForm(), { waitMs: 0 })
    expect(append).not.toHaveBeenCalled()
  })

  it('reads both tokens once the scripts have loaded', async () => {
    const config = settings('required')
    fakeScripts({
      [config.leadid_script_url]: { fill: [LEADID_FIELD, 'LEAD-TOKEN'] },
      [config.trustedform_script_url]: { fill: [TRUSTEDFORM_FIELD, 'https://cert.example/abc'] },
    })
    await expect(collectLeadVerification(config, makeForm(), { waitMs: 0 })).resolves.toEqual({
      leadId: 'LEAD-TOKEN',
      certificateUrl: 'https://cert.example/abc',
    })
  })

  it('submits without tokens in mode optional when the scripts are blocked', async () => {
    const config = settings('optional')
    fakeScripts({ [config.leadid_script_url]: { fail: true }, [config.trustedform_script_url]: { fail: true } })
    await expect(collectLeadVerification(config, makeForm(), { waitMs: 0 })).resolves.toEqual({
      leadId: '',
      certificateUrl: '',
    })
  })

  it.each([
    ['the LeadiD script fails', { leadid: { fail: true } }, LEADID_SCRIPT_FAILED],
    ['the LeadiD token is missing', { leadid: {} }, LEADID_TOKEN_MISSING],
    ['the TrustedForm script fails', { tf: { fail: true } }, TRUSTEDFORM_SCRIPT_FAILED],
    ['the TrustedForm certificate is missing', { tf: {} }, TRUSTEDFORM_TOKEN_MISSING],
  ])('aborts in mode required when %s', async (_case, plan: { leadid?: { fail?: boolean }; tf?: { fail?: boolean } }, message) => {
    const config = settings('required')
    fakeScripts({
      [config.leadid_script_url]: plan.leadid ?? { fill: [LEADID_FIELD, 'LEAD-TOKEN'] },
      [config.trustedform_script_url]: plan.tf ?? { fill: [TRUSTEDFORM_FIELD, 'https://cert.example/abc'] },
    })
    await expect(collectLeadVerification(config, makeForm(), { waitMs: 0 })).rejects.toThrow(message)
  })
})
