// Writes the recorded logs of test/fixtures/logs/ in the current format: real exports of a store
// (so already redacted). Run: npx tsx test/support/make-log-fixtures.ts
//
// The older formats are kept as they were written and never regenerated: v1-session.json (version
// 1, converted by hand from the version-2 normal session) v2-*.json (version 2 exports) and v3-*.json (version 3 exports). The
// migration tests replay them against these.
import { writeFileSync } from "node:fs"
import type { Json } from "../../src/events/log/redact"
import { LOG_META, normalSession, recordedStore, timeoutSession } from "./demo-session"
import { exportRecording } from "../../src/events/log/export"

const write = (name: string, document: Json) => {
  const path = new URL(`../fixtures/logs/${name}`, import.meta.url)
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`)
  console.log(`wrote test/fixtures/logs/${name}`)
}

write("normal-session.json", exportRecording(recordedStore(normalSession).getRecording(), LOG_META))
write("session-timeout.json", exportRecording(recordedStore(timeoutSession).getRecording(), LOG_META))
