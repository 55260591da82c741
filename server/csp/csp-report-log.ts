// The CSP violation reports browsers sent (POST /csp-report): the last MAX_REPORTS in memory for
// tests (GET /__dev/csp-reports, cleared by /__dev/reset), and each one logged to the console,
// at most MAX_LOGS_PER_MINUTE, so a page that violates on every load cannot flood the log.

export const MAX_REPORTS = 50
export const MAX_LOGS_PER_MINUTE = 20
const MINUTE_MS = 60_000

/** One violation, from either report format, as the server keeps it. */
export interface CspReport {
  readonly documentUrl: string
  readonly directive: string
  readonly blockedUrl: string
  readonly sourceFile: string
  readonly lineNumber: number | null
  readonly sample: string
  readonly disposition: string
  readonly receivedAt: number
}

export class CspReportLog {
  private list: Array<CspReport> = []
  private windowStart = Number.NEGATIVE_INFINITY
  private loggedInWindow = 0
  private unlogged = 0

  constructor(
    private readonly now: () => number,
    private readonly warn: (line: string) => void = (line) => console.warn(line)
  ) {}

  add(report: Omit<CspReport, "receivedAt">): void {
    const receivedAt = this.now()
    this.list.push({ ...report, receivedAt })
    if (this.list.length > MAX_REPORTS) this.list = this.list.slice(-MAX_REPORTS)
    this.log(report, receivedAt)
  }

  entries(): ReadonlyArray<CspReport> {
    return [...this.list]
  }

  clear(): void {
    this.list = []
  }

  private log(report: Omit<CspReport, "receivedAt">, at: number): void {
    if (at - this.windowStart >= MINUTE_MS) {
      if (this.unlogged > 0) this.warn(`[csp] ${this.unlogged} more reports were not logged in the last minute`)
      this.windowStart = at
      this.loggedInWindow = 0
      this.unlogged = 0
    }
    if (this.loggedInWindow >= MAX_LOGS_PER_MINUTE) {
      this.unlogged += 1
      return
    }
    this.loggedInWindow += 1
    // JSON, so a report's text (the client's to write) cannot forge log lines.
    this.warn(`[csp] violation ${JSON.stringify(report)}`)
  }
}
