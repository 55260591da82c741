import { Either, Schema } from "effect"
import type { CspReport } from "./csp-report-log"

// The two formats browsers send violations in: `application/csp-report` (the `report-uri`
// directive: one object under "csp-report") and `application/reports+json` (the Reporting API,
// `report-to`: an array of reports, of which only type "csp-violation" is kept). Both become
// CspReport; every text is cut to MAX_TEXT characters, so 50 kept reports stay small.

const MAX_TEXT = 500

const text = Schema.optional(Schema.String)
const line = Schema.optional(Schema.Number)

const LegacyReport = Schema.Struct({
  "csp-report": Schema.Struct({
    "document-uri": Schema.String,
    "violated-directive": text,
    "effective-directive": text,
    "blocked-uri": text,
    "source-file": text,
    "line-number": line,
    "script-sample": text,
    disposition: text
  })
})

/** A batch may mix report types; only a csp-violation's body is read (CspViolationBody). */
const ReportingApiReports = Schema.Array(Schema.Struct({ type: Schema.String, body: Schema.Unknown }))

const CspViolationBody = Schema.Struct({
  documentURL: Schema.String,
  effectiveDirective: text,
  blockedURL: text,
  sourceFile: text,
  lineNumber: line,
  sample: text,
  disposition: text
})

const cut = (value: string | undefined): string => (value ?? "").slice(0, MAX_TEXT)

type Violation = Omit<CspReport, "receivedAt">

const fromLegacy = (body: typeof LegacyReport.Type): ReadonlyArray<Violation> => {
  const report = body["csp-report"]
  return [
    {
      documentUrl: cut(report["document-uri"]),
      directive: cut(report["effective-directive"] ?? report["violated-directive"]),
      blockedUrl: cut(report["blocked-uri"]),
      sourceFile: cut(report["source-file"]),
      lineNumber: report["line-number"] ?? null,
      sample: cut(report["script-sample"]),
      disposition: cut(report.disposition)
    }
  ]
}

const fromReportingApi = (body: typeof CspViolationBody.Type): Violation => ({
  documentUrl: cut(body.documentURL),
  directive: cut(body.effectiveDirective),
  blockedUrl: cut(body.blockedURL),
  sourceFile: cut(body.sourceFile),
  lineNumber: body.lineNumber ?? null,
  sample: cut(body.sample),
  disposition: cut(body.disposition)
})

/** The csp-violation reports of a batch, or null when one of them is malformed. */
const violationsOfBatch = (reports: typeof ReportingApiReports.Type): ReadonlyArray<Violation> | null => {
  const violations: Array<Violation> = []
  for (const report of reports.filter((r) => r.type === "csp-violation")) {
    const body = Schema.decodeUnknownEither(CspViolationBody)(report.body)
    if (Either.isLeft(body)) return null
    violations.push(fromReportingApi(body.right))
  }
  return violations
}

export type ReportFormat = "csp-report" | "reports+json"

/** The violations of a report body, or null when it is not that format. */
export const violationsOf = (format: ReportFormat, body: unknown): ReadonlyArray<Violation> | null => {
  if (format === "csp-report") {
    const decoded = Schema.decodeUnknownEither(LegacyReport)(body)
    return Either.isRight(decoded) ? fromLegacy(decoded.right) : null
  }
  const decoded = Schema.decodeUnknownEither(ReportingApiReports)(body)
  return Either.isRight(decoded) ? violationsOfBatch(decoded.right) : null
}
