// #31 a slip upload is bounded: the pixel count is read from the image's header (PNG IHDR, JPEG
// SOFn) and refused above 20 megapixels before anything is decoded, and the decoding and the QR
// search run on a worker thread with a time limit, so no upload holds up another client's call.
// (A 389 kB PNG claiming 20000 x 20000 pixels took 27 s and 2.5 GB, and every call waited.)
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SLIP_MAX_PIXELS } from "../../../src/domain/slip"
import type { RunningServer } from "../../../server/app"
import { imageSizeOf } from "../../../server/api/slip-image-size"
import { makeSlipReader } from "../../../server/api/slip-reader"
import { SLIP_READ_REFUSALS } from "../../../server/api/slip-verify"
import { call, login, start } from "./server-harness"
import { makeSlip, upload } from "./slip-harness"
import { jpegClaiming, pngClaiming, slowCheckerboardPng } from "./slip-images"

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
const refusal = (message: string) => ({ json: { success: false, message } })

describe("#31 slip uploads bounded", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
    token = await login(server)
  })
  afterAll(() => server.close())

  it("#31 a PNG whose IHDR claims 20000 x 20000 pixels is refused from its header at once: 413 with the Thai message", async () => {
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1_000)
    const started = performance.now()
    const answer = await upload(server, token, bomb)
    const tookMs = performance.now() - started
    expect(answer).toMatchObject({ status: 413, ...refusal(SLIP_READ_REFUSALS.tooManyPixels) })
    expect(tookMs).toBeLessThan(500)
  })

  it("#31 a JPEG whose frame header claims 25 megapixels is refused from its header, baseline or progressive", async () => {
    for (const marker of [0xc0, 0xc2]) {
      const answer = await upload(server, token, jpegClaiming(5_000, 5_000, marker), "image/jpeg")
      expect(answer, marker.toString(16)).toMatchObject({ status: 413, ...refusal(SLIP_READ_REFUSALS.tooManyPixels) })
    }
  })

  it("#31 while a slow picture is read, GET /api/setting answers within 200 ms: the reading is off the event loop", async () => {
    const slow = slowCheckerboardPng(1_500)
    let uploadDoneAt = Number.POSITIVE_INFINITY
    const uploading = upload(server, token, slow).then((answer) => {
      uploadDoneAt = performance.now()
      return answer
    })
    // The upload's body is read and its worker started well within this.
    await sleep(300)
    const timings: Array<number> = []
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now()
      expect((await call(server, "GET", "/api/setting")).status).toBe(200)
      timings.push(performance.now() - started)
    }
    const lastSettingAt = performance.now()
    const answer = await uploading
    expect(answer.status).toBe(422)
    expect(uploadDoneAt, "the slow read was still running").toBeGreaterThan(lastSettingAt)
    expect(Math.max(...timings)).toBeLessThan(200)
  }, 15_000)

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
    const reader = makeSlipReader({ timeoutMs: 2_000, maxAtOnce: 1 })
    const notAnImage = Buffer.from("not an image")
    expect(await reader.read(notAnImage)).toEqual({ _tag: "NotAnImage" })
    expect(await reader.read(notAnImage)).toEqual({ _tag: "NotAnImage" })
    expect(reader.workersStarted(), "the worker that answered is kept").toBe(1)
    const slowPicture = slowCheckerboardPng(3_000)
    const slow = reader.read(slowPicture)
    expect(await reader.read(notAnImage)).toEqual({ _tag: "Busy" })
    expect(await slow).toEqual({ _tag: "TimedOut" })
    expect(await reader.read(notAnImage), "a fresh worker after the stopped one").toEqual({ _tag: "NotAnImage" })
    expect(reader.workersStarted()).toBe(2)
  }, 15_000)
})
