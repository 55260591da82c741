import { Schema } from "effect"

// Scripted failures for tests (POST /__dev/faults): the next `times` requests to a path answer
// with the given status and body after an optional delay.

export const FaultRequest = Schema.Struct({
  path: Schema.String.pipe(Schema.startsWith("/")),
  method: Schema.optional(Schema.Literal("GET", "POST", "PATCH", "PUT", "DELETE", "HEAD")),
  status: Schema.Int.pipe(Schema.between(200, 599)),
  times: Schema.optionalWith(Schema.Int.pipe(Schema.positive()), { default: () => 1 }),
  delayMs: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 120_000)), { default: () => 0 }),
  body: Schema.optional(Schema.Unknown)
})
export type FaultRequest = typeof FaultRequest.Type

export const DEFAULT_FAULT_BODY = { success: false, message: "เกิดข้อผิดพลาดจากเซิร์ฟเวอร์" } as const

export interface Fault {
  readonly status: number
  readonly delayMs: number
  readonly body: unknown
}

interface ArmedFault {
  readonly request: FaultRequest
  remaining: number
}

export class FaultStore {
  private armed: Array<ArmedFault> = []

  add(request: FaultRequest): void {
    this.armed.push({ request, remaining: request.times })
  }

  /** Uses up one turn of the first fault that matches, if any. */
  take(path: string, method: string): Fault | undefined {
    const found = this.armed.find(
      (f) => f.request.path === path && (f.request.method === undefined || f.request.method === method)
    )
    if (found === undefined) return undefined
    found.remaining -= 1
    if (found.remaining <= 0) this.armed = this.armed.filter((f) => f !== found)
    const { status, delayMs, body } = found.request
    return { status, delayMs, body: body === undefined ? DEFAULT_FAULT_BODY : body }
  }

  clear(): void {
    this.armed = []
  }
}
