import type { IncomingMessage } from "node:http"

// Reads a request body as JSON. An empty body is `undefined` (check-in sends none, CHECKIN-05).

export const MAX_BODY_BYTES = 1_000_000

export type BodyResult =
  { readonly _tag: "Read"; readonly value: unknown } | { readonly _tag: "TooLarge" } | { readonly _tag: "Malformed" }

/** The body of a request that carries none (GET). */
export const NO_BODY: BodyResult = { _tag: "Read", value: undefined }

const readText = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    let tooLarge = false
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) tooLarge = true
      else chunks.push(chunk)
    })
    req.on("end", () => resolve(tooLarge ? null : Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const parse = (text: string): BodyResult => {
  if (text.trim() === "") return { _tag: "Read", value: undefined }
  try {
    const value: unknown = JSON.parse(text)
    return { _tag: "Read", value }
  } catch {
    return { _tag: "Malformed" }
  }
}

export const readJsonBody = async (req: IncomingMessage): Promise<BodyResult> => {
  const text = await readText(req)
  return text === null ? { _tag: "TooLarge" } : parse(text)
}
