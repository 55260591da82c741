import type { RunningServer } from "../../../server/app"
import { call, type Call } from "./server-harness"

// Slips for the server tests: made by POST /__dev/bank-transfer, uploaded as multipart.

export interface MadeSlip {
  readonly transRef: string
  readonly payload: string
  readonly png: Uint8Array
}

const fieldOf = (json: unknown, name: string): string => {
  if (typeof json !== "object" || json === null || !(name in json)) throw new Error(`no ${name}`)
  const value: unknown = Reflect.get(json, name)
  if (typeof value !== "string") throw new Error(`${name} is not a string`)
  return value
}

export const makeSlip = async (
  server: RunningServer,
  body: Readonly<Record<string, unknown>> = { amount: 500 }
): Promise<MadeSlip> => {
  const res = await call(server, "POST", "/__dev/bank-transfer", { body })
  if (res.status !== 200) throw new Error(`bank-transfer: ${res.status}`)
  return {
    transRef: fieldOf(res.json, "transRef"),
    payload: fieldOf(res.json, "payload"),
    png: Buffer.from(fieldOf(res.json, "slipPng"), "base64")
  }
}

export const upload = async (
  server: RunningServer,
  token: string,
  bytes: Uint8Array,
  type = "image/png",
  field = "slip"
): Promise<Call> => {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), "slip.png")
  const res = await fetch(`${server.url}/api/auth/slip/verify`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
  const text = await res.text()
  return { status: res.status, json: text === "" ? null : JSON.parse(text), headers: res.headers }
}
