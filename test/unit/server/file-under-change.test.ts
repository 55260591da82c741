import { appendFileSync, rmSync, truncateSync, writeFileSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { makeDist, start } from "./server-harness"

// A file may change while the server is sending it: an operator edits brands.json, a deploy copies
// over dist/. The answer's headers announce the size the file had when it was looked at; if more
// bytes than that go out, a kept-alive connection reads the surplus as the start of its next answer
// ("Parse Error: Expected HTTP/", seen once in a CI run of brands-as-data), and if fewer, the client
// waits for bytes that never come. These tests hold the answer mid-way (the client stops reading, so
// the server's stream waits on the socket), change the file, then read on.

/** Large enough that the paused client's socket buffers cannot hold it: the stream is still reading. */
const FILE_BYTES = 48 * 1024 * 1024
const CLIP = "/assets/clip-AbCd1234.mp4"

let server: RunningServer
let clip: string
beforeAll(async () => {
  const dist = makeDist()
  clip = join(dist, "assets", "clip-AbCd1234.mp4")
  server = await start(undefined, { distDir: dist })
})
afterAll(async () => {
  await server.close()
  rmSync(clip, { force: true })
})

/** A raw keep-alive connection, so the test sees every byte the server writes on it. */
const openConnection = (): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket))
    socket.once("error", reject)
  })

const requestOf = (path: string): string => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`

/** Reads until the answer's head has arrived; the socket is paused with the body's first bytes kept. */
const readHead = (socket: Socket): Promise<{ readonly head: string; readonly bodyStart: Buffer }> =>
  new Promise((resolve) => {
    let received = Buffer.alloc(0)
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const end = received.indexOf("\r\n\r\n")
      if (end < 0) return
      socket.off("data", onData)
      socket.pause()
      resolve({ head: received.subarray(0, end).toString("latin1"), bodyStart: received.subarray(end + 4) })
    }
    socket.on("data", onData)
  })

const contentLengthOf = (head: string): number => Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN)

/**
 * Reads on until `wanted` body bytes have arrived (answering with what came after them), or the
 * server closes the connection first (answering with how many had arrived).
 */
const readBody = (
  socket: Socket,
  already: number,
  wanted: number
): Promise<
  { readonly _tag: "Whole"; readonly after: Buffer } | { readonly _tag: "Closed"; readonly received: number }
> =>
  new Promise((resolve) => {
    let received = already
    let after = Buffer.alloc(0)
    const onData = (chunk: Buffer) => {
      const needed = wanted - received
      received += Math.min(needed, chunk.length)
      if (chunk.length > needed) after = Buffer.concat([after, chunk.subarray(Math.max(needed, 0))])
      if (received >= wanted) {
        socket.off("data", onData)
        socket.off("close", onClose)
        socket.pause()
        resolve({ _tag: "Whole", after })
      }
    }
    const onClose = () => resolve({ _tag: "Closed", received })
    socket.on("data", onData)
    socket.once("close", onClose)
    socket.resume()
  })

/** The next answer's first line on the same connection (with whatever arrived before it). */
const nextStatusLine = (socket: Socket, already: Buffer): Promise<string> =>
  new Promise((resolve) => {
    let received = already
    const check = () => {
      const end = received.indexOf("\r\n")
      if (end < 0) return false
      socket.off("data", onData)
      // At most a status line's length: a surplus of file bytes would otherwise fill the report.
      resolve(received.subarray(0, Math.min(end, 40)).toString("latin1"))
      return true
    }
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      check()
    }
    if (check()) return
    socket.on("data", onData)
    socket.resume()
  })

/**
 * Asks for the clip (written afresh) on a new connection and stops reading once its head is in:
 * the server's answer is held mid-way. The caller destroys the socket.
 */
const clipAnswerHeld = async () => {
  writeFileSync(clip, Buffer.alloc(FILE_BYTES, 0x61))
  const socket = await openConnection()
  socket.write(requestOf(CLIP))
  const { head, bodyStart } = await readHead(socket)
  return { socket, head, bodyStart, announced: contentLengthOf(head) }
}

describe("a file that changes while it is sent", () => {
  it("#15 a file that grows mid-answer: exactly the announced bytes go out, and the connection's next answer is whole", async () => {
    const { socket, head, bodyStart, announced } = await clipAnswerHeld()
    try {
      expect(head).toMatch(/^HTTP\/1\.1 200 /)
      expect(announced).toBe(FILE_BYTES)
      appendFileSync(clip, Buffer.alloc(64 * 1024, 0x62))
      const body = await readBody(socket, bodyStart.length, announced)
      expect(body._tag).toBe("Whole")
      if (body._tag !== "Whole") return
      socket.write(requestOf("/brands.json"))
      expect(await nextStatusLine(socket, body.after), "the surplus would stand where the status line must").toMatch(
        /^HTTP\/1\.1 200 /
      )
    } finally {
      socket.destroy()
    }
  })

  it("#15 a file that shrinks mid-answer ends the connection, so the client is not left waiting for bytes that never come", async () => {
    const { socket, bodyStart, announced } = await clipAnswerHeld()
    try {
      truncateSync(clip, FILE_BYTES / 2)
      const body = await readBody(socket, bodyStart.length, announced)
      expect(body._tag).toBe("Closed")
      if (body._tag === "Closed") expect(body.received).toBeLessThan(announced)
    } finally {
      socket.destroy()
    }
  })
})
