import { parentPort } from "node:worker_threads"
import { readSlipQr } from "./slip-qr"

// A worker thread of the slip reader (started by slip-reader.ts through slip-reader-boot.mjs): for
// each image it is sent, it decodes it and searches its QR, the slow part of a slip upload, away
// from the event loop that answers every other call, and posts what it found. It loads no Effect:
// that would add about 0.8 s to the thread's start (the reader decodes the answers with a Schema).

const bytesOf = (message: unknown): Uint8Array | null => (message instanceof Uint8Array ? message : null)

parentPort?.on("message", (message: unknown) => {
  const bytes = bytesOf(message)
  parentPort?.postMessage(bytes === null ? { _tag: "NotAnImage" } : readSlipQr(bytes))
})
// Loaded and listening: the reader starts a read's time limit from here, so a thread's start (slower
// on a busy machine) never counts against the picture.
parentPort?.postMessage({ _tag: "Ready" })
