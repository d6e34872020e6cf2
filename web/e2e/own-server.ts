import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { e2eAdmin } from './admin'
import { basePort, generousLimits, slot } from './servers'

const binary = process.env.CLAIMSITE_BIN ?? '../bin/claimsite'

/**
 * A server of a spec's own, on a database of its own: on the fourth port of
 * this worker's slot (e2e/servers.ts leaves it free; the specs of one worker
 * run one after another). Settings beside the e2e admin's come from env.
 * host is the name pages and mailed links use: `localhost` where passkeys
 * are made (WebAuthn takes a domain, never an IP address); the server
 * listens on 127.0.0.1 either way.
 */
export class OwnServer {
  readonly base: string
  private readonly address = `127.0.0.1:${basePort + 4 * slot + 3}`
  private server: ChildProcess | undefined
  private dataDir = ''
  private env: NodeJS.ProcessEnv = {}

  constructor(
    private readonly name: string,
    private readonly settings: Record<string, string>,
    host: '127.0.0.1' | 'localhost' = '127.0.0.1',
  ) {
    this.base = `http://${host}:${basePort + 4 * slot + 3}`
  }

  /** Makes the database folder and the environment (before `run` or `start`). */
  prepare(): void {
    this.dataDir = mkdtempSync(join(tmpdir(), `claimsite-e2e-${this.name}-`))
    this.env = {
      ...process.env,
      CLAIMSITE_ADDR: this.address,
      CLAIMSITE_DATA_DIR: this.dataDir,
      CLAIMSITE_BCRYPT_COST: '4',
      CLAIMSITE_ADMIN_EMAIL: e2eAdmin.email,
      CLAIMSITE_ADMIN_PASSWORD: e2eAdmin.password,
      CLAIMSITE_RATE_LIMITS: generousLimits,
      CLAIMSITE_LOG_LEVEL: 'error',
      // Mailed links point at this server.
      CLAIMSITE_PUBLIC_URL: this.base,
      ...this.settings,
    }
  }

  /** Runs a command of the binary on the server's database and returns its output. */
  run(args: string[]): string {
    return execFileSync(binary, args, { env: this.env, encoding: 'utf8' })
  }

  /** Starts the server and waits until it answers. */
  async start(): Promise<void> {
    this.server = spawn(binary, ['serve'], { env: this.env, stdio: 'ignore' })
    await expect(async () => {
      const response = await fetch(`http://${this.address}/api/site`)
      expect(response.ok).toBe(true)
    }).toPass({ timeout: 30_000 })
  }

  /** Stops the server and removes its database. */
  async stop(): Promise<void> {
    const server = this.server
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill()
      await exited
    }
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true })
  }
}
