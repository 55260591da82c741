// Writes the recorded logs of test/fixtures/logs/: real exports of a store (so already redacted),
// plus one converted by hand to the version-1 format. Run: npx tsx test/support/make-log-fixtures.ts
import { writeFileSync } from "node:fs"
import type { Json } from "../../src/events/log/redact"
import { LOG_META, normalSession, recordedStore, SESSION_TODAY, timeoutSession } from "./demo-session"
import { exportRecording } from "../../src/events/log/export"

type JsonObject = { readonly [key: string]: Json }
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A version-2 event as version 1 wrote it: `date` (the Bangkok date) instead of `today`. */
const eventToV1 = (event: Json | undefined): Json => {
  if (!isObject(event) || (event["_tag"] !== "CheckInListLoaded" && event["_tag"] !== "CheckInDone"))
    return event ?? null
  const { today, ...rest } = event
  return { ...rest, date: `${SESSION_TODAY.month}-${String(today).padStart(2, "0")}` }
}

/** A version-2 document as version 1 wrote it: no firstSeq, dated check-in events. */
export const toV1 = (document: Json): Json => {
  if (!isObject(document)) throw new Error("An export is an object")
  const { firstSeq: _firstSeq, events, ...rest } = document
  const entries = Array.isArray(events) ? events : []
  return {
    ...rest,
    version: 1,
    events: entries.map((entry: Json) => (isObject(entry) ? { ...entry, event: eventToV1(entry["event"]) } : entry))
  }
}

const write = (name: string, document: Json) => {
  const path = new URL(`../fixtures/logs/${name}`, import.meta.url)
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`)
  console.log(`wrote test/fixtures/logs/${name}`)
}

const normal = exportRecording(recordedStore(normalSession).getRecording(), LOG_META)
write("normal-session.json", normal)
write("session-timeout.json", exportRecording(recordedStore(timeoutSession).getRecording(), LOG_META))
write("v1-session.json", toV1(normal))
