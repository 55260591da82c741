import { Worker } from "node:worker_threads"
import { Either, Schema } from "effect"
import type { SlipQr } from "./slip-qr"

// Reads a slip's QR on a worker thread (#31). Decoding an image and searching it for a QR is
// seconds of synchronous work for a large or busy picture: on the event loop it held up every other
// client's call meanwhile. Each read gets a time limit, after which its worker is stopped (and a
// fresh one started for the next read), and at most `maxAtOnce` run at once; past that a read is
// refused at once rather than queued. A worker that answered is kept for the next read (starting
// one takes about 0.4 s), unreferenced while idle so it never keeps the process alive.

export type SlipReading =
  | SlipQr
  /** The time limit passed: the worker was stopped. */
  | { readonly _tag: "TimedOut" }
  /** As many reads as allowed were running already. */
  | { readonly _tag: "Busy" }
  /** The worker failed (it could not start, it ran out of memory) or answered nothing readable. */
  | { readonly _tag: "Failed" }

/** Calls `onOver` once `ms` have passed unless the returned cancel is called first. */
export type TimeLimit = (onOver: () => void, ms: number) => () => void

const wallClockLimit: TimeLimit = (onOver, ms) => {
  const timer = setTimeout(onOver, ms)
  return () => clearTimeout(timer)
}

export interface SlipReaderOptions {
  readonly timeoutMs: number
  readonly maxAtOnce: number
  /** How a read's time limit is kept: the wall clock, or a test's own trigger (no test waits on time). */
  readonly timeLimit?: TimeLimit
}

export interface SlipReader {
  readonly read: (bytes: Uint8Array) => Promise<SlipReading>
  /** How many worker threads it has started so far (a kept worker is not started again). */
  readonly workersStarted: () => number
  /** How many pictures workers have been given so far (a refused or busy read gives none). */
  readonly picturesGiven: () => number
  /** How many pictures a worker holds right now, being read. */
  readonly picturesBeingRead: () => number
}

/** A worker that does not say it is ready in this long failed to start. */
const WORKER_START_LIMIT_MS = 30_000

/**
 * 5 s from the moment the worker has the picture (its start is not counted: it is about 0.4 s, more
 * on a busy machine): a slip screenshot is read in well under a second, a 12-megapixel photo in
 * about 2; what takes longer is no slip a phone made.
 */
export const SLIP_READ_TIMEOUT_MS = 5_000
/** Two at once (each up to about 200 MB for a 20-megapixel picture), for this small reference server. */
export const SLIP_READS_AT_ONCE = 2

const BOOT = new URL("./slip-reader-boot.mjs", import.meta.url)

/** The worker's answer, decoded: it crosses a thread, and this side trusts no shape it did not check. */
const SlipQrAnswer: Schema.Schema<SlipQr> = Schema.Union(
  Schema.TaggedStruct("NotAnImage", {}),
  Schema.TaggedStruct("TooManyPixels", {}),
  Schema.TaggedStruct("NoQr", {}),
  Schema.TaggedStruct("NotASlip", {}),
  Schema.TaggedStruct("Slip", { sendingBank: Schema.String, transRef: Schema.String })
)
const decodeAnswer = Schema.decodeUnknownEither(SlipQrAnswer)
const isReady = Schema.is(Schema.TaggedStruct("Ready", {}))

export const makeSlipReader = (options: SlipReaderOptions): SlipReader => {
  const idle: Array<Worker> = []
  let running = 0
  let started = 0
  let given = 0
  let beingRead = 0
  const timeLimit = options.timeLimit ?? wallClockLimit
  /** A fresh worker, resolved once it has loaded and said so; null if it failed to start. */
  const startWorker = (): Promise<Worker | null> => {
    started += 1
    const worker = new Worker(BOOT)
    worker.on("error", (error) => console.error("[slip] a reader's worker failed", error))
    worker.once("exit", () => {
      const at = idle.indexOf(worker)
      if (at !== -1) idle.splice(at, 1)
    })
    return new Promise((resolve) => {
      const settle = (ready: boolean): void => {
        clearTimeout(timer)
        worker.off("message", onMessage)
        worker.off("exit", onExit)
        if (!ready) void worker.terminate()
        resolve(ready ? worker : null)
      }
      const onMessage = (message: unknown): void => settle(isReady(message))
      const onExit = (): void => settle(false)
      const timer = setTimeout(() => settle(false), WORKER_START_LIMIT_MS)
      worker.once("message", onMessage)
      worker.once("exit", onExit)
    })
  }
  const readOn = (worker: Worker, bytes: Uint8Array): Promise<SlipReading> =>
    new Promise((resolve) => {
      // The limit's own cancel once it is set, last: a limit that fires at once finds all in place.
      let cancelLimit = (): void => undefined
      const finish = (reading: SlipReading, keepWorker: boolean): void => {
        cancelLimit()
        beingRead -= 1
        worker.off("message", onMessage)
        worker.off("exit", onExit)
        if (keepWorker) {
          worker.unref()
          idle.push(worker)
        } else {
          void worker.terminate()
        }
        resolve(reading)
      }
      const onMessage = (message: unknown): void => {
        const answer = decodeAnswer(message)
        if (Either.isRight(answer)) finish(answer.right, true)
        else finish({ _tag: "Failed" }, false)
      }
      const onExit = (): void => finish({ _tag: "Failed" }, false)
      worker.once("message", onMessage)
      worker.once("exit", onExit)
      given += 1
      beingRead += 1
      // A copy of its own, moved (not copied again) to the worker.
      const own = Uint8Array.from(bytes)
      worker.postMessage(own, [own.buffer])
      cancelLimit = timeLimit(() => finish({ _tag: "TimedOut" }, false), options.timeoutMs)
    })
  const read = async (bytes: Uint8Array): Promise<SlipReading> => {
    if (running >= options.maxAtOnce) return { _tag: "Busy" }
    running += 1
    try {
      const worker = idle.pop() ?? (await startWorker())
      if (worker === null) return { _tag: "Failed" }
      worker.ref()
      return await readOn(worker, bytes)
    } finally {
      running -= 1
    }
  }
  return { read, workersStarted: () => started, picturesGiven: () => given, picturesBeingRead: () => beingRead }
}

/** The server's reader. */
export const slipReader = makeSlipReader({ timeoutMs: SLIP_READ_TIMEOUT_MS, maxAtOnce: SLIP_READS_AT_ONCE })
