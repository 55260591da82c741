// #31 a slip upload is bounded: the pixel count is read from the image's header (PNG IHDR, JPEG
// SOFn) and refused above 20 megapixels before anything is decoded, and the decoding and the QR
// search run on a worker thread with a time limit, so no upload holds up another client's call.
// (A 389 kB PNG claiming 20000 x 20000 pixels took 27 s and 2.5 GB, and every call waited.)
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { SLIP_MAX_PIXELS } from "../../../src/domain/slip"
import type { RunningServer } from "../../../server/app"
import { imageSizeOf } from "../../../server/api/slip-image-size"
import { makeSlipReader, slipReader, type TimeLimit } from "../../../server/api/slip-reader"
import { SLIP_READ_REFUSALS } from "../../../server/api/slip-verify"
import { call, login, start } from "./server-harness"
import { makeSlip, upload } from "./slip-harness"
import { jpegClaiming, pngClaiming, slowCheckerboardPng } from "./slip-images"

const refusal = (message: string) => ({ json: { success: false, message } })

describe("#31 slip uploads bounded", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
    token = await login(server)
  })
  afterAll(() => server.close())

  it("#31 a PNG whose IHDR claims 20000 x 20000 pixels is refused from its header, no worker given it: 413 with the Thai message", async () => {
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1_000)
    const givenBefore = slipReader.picturesGiven()
    const answer = await upload(server, token, bomb)
    expect(answer).toMatchObject({ status: 413, ...refusal(SLIP_READ_REFUSALS.tooManyPixels) })
    expect(slipReader.picturesGiven(), "nothing was decoded").toBe(givenBefore)
  })

  it("#31 a JPEG whose frame header claims 25 megapixels is refused from its header, baseline or progressive", async () => {
    for (const marker of [0xc0, 0xc2]) {
      const answer = await upload(server, token, jpegClaiming(5_000, 5_000, marker), "image/jpeg")
      expect(answer, marker.toString(16)).toMatchObject({ status: 413, ...refusal(SLIP_READ_REFUSALS.tooManyPixels) })
    }
  })

  it("#31 while a slow picture is being read, GET /api/setting is answered: the reading is off the event loop", async () => {
    const slow = slowCheckerboardPng(1_500)
    let uploadDone = false
    const uploading = upload(server, token, slow).then((answer) => {
      uploadDone = true
      return answer
    })
    // Told by the reader, not guessed from a clock: a worker holds the picture now.
    await vi.waitFor(() => expect(slipReader.picturesBeingRead()).toBe(1), { timeout: 10_000, interval: 5 })
    for (let round = 0; round < 5; round += 1) {
      expect((await call(server, "GET", "/api/setting")).status).toBe(200)
    }
    // Had the decoding held the event loop, no call could have been answered before it ended.
    expect(slipReader.picturesBeingRead(), "the slow read was still running").toBe(1)
    expect(uploadDone).toBe(false)
    const answer = await uploading
    expect(answer.status).toBe(422)
  }, 30_000)

  it("#31 a real slip is still read through the worker", async () => {
    const slip = await makeSlip(server, { amount: 500 })
    expect(await upload(server, token, slip.png)).toMatchObject({ status: 200, json: { success: true } })
  })
})

describe("#31 the slip's header and its reader", () => {
  it("#31 the pixel count is read from the PNG IHDR and the JPEG SOFn; 20 megapixels pass, one more is refused", () => {
    expect(imageSizeOf(pngClaiming(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 })
    expect(imageSizeOf(jpegClaiming(4_000, 5_000))).toEqual({ width: 4_000, height: 5_000 })
    expect(imageSizeOf(jpegClaiming(640, 480, 0xc2))).toEqual({ width: 640, height: 480 })
    expect(imageSizeOf(Buffer.from("not an image"))).toBeNull()
    expect(imageSizeOf(pngClaiming(100, 100).subarray(0, 20))).toBeNull()
    expect(imageSizeOf(jpegClaiming(100, 100).subarray(0, 24))).toBeNull()
    expect(SLIP_MAX_PIXELS).toBe(20_000_000)
  })

  it("#31 a read past its time limit is stopped and says so; one beyond the reader's capacity is refused at once; an idle worker is reused", async () => {
    // The limit is the test's own: it passes the moment the slow picture is handed over, never on
    // a clock, so a busy machine cannot make a quick read look slow or the reverse.
    let overAtOnce = false
    const limits: Array<number> = []
    const timeLimit: TimeLimit = (onOver, ms) => {
      limits.push(ms)
      if (overAtOnce) queueMicrotask(onOver)
      return () => undefined
    }
    const reader = makeSlipReader({ timeoutMs: 2_000, maxAtOnce: 1, timeLimit })
    const notAnImage = Buffer.from("not an image")
    expect(await reader.read(notAnImage)).toEqual({ _tag: "NotAnImage" })
    expect(await reader.read(notAnImage)).toEqual({ _tag: "NotAnImage" })
    expect(reader.workersStarted(), "the worker that answered is kept").toBe(1)
    const slowPicture = slowCheckerboardPng(1_500)
    overAtOnce = true
    const slow = reader.read(slowPicture)
    expect(await reader.read(notAnImage)).toEqual({ _tag: "Busy" })
    expect(await slow).toEqual({ _tag: "TimedOut" })
    expect(reader.picturesBeingRead()).toBe(0)
    overAtOnce = false
    expect(await reader.read(notAnImage), "a fresh worker after the stopped one").toEqual({ _tag: "NotAnImage" })
    expect(reader.workersStarted()).toBe(2)
    expect(limits, "every read handed over got the reader's limit").toEqual([2_000, 2_000, 2_000, 2_000])
  }, 30_000)
})
