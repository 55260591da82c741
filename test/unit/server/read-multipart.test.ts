// #10 OPEN-35 the reference API's multipart/form-data reader (one file field, the slip).
import { describe, expect, it } from "vitest"
import { boundaryOf, parseMultipart } from "../../../server/http/read-multipart"

const body = (parts: ReadonlyArray<string>, boundary = "XyZ"): Buffer =>
  Buffer.from(
    `preamble\r\n${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--\r\n`,
    "latin1"
  )

describe("multipart reader (#10 OPEN-35)", () => {
  it("#10 finds the boundary of multipart/form-data only, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=XyZ")).toBe("XyZ")
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b")
    expect(boundaryOf("multipart/form-data")).toBeNull()
    expect(boundaryOf("multipart/mixed; boundary=XyZ")).toBeNull()
    expect(boundaryOf("application/json")).toBeNull()
    expect(boundaryOf(undefined)).toBeNull()
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull()
  })

  it("#10 reads a file part with its name, filename, type and exact bytes (CRLF inside kept)", () => {
    const files = parseMultipart(
      body([
        'Content-Disposition: form-data; name="note"\r\n\r\nhello',
        'Content-Disposition: form-data; name="slip"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--X\r\nend'
      ]),
      "XyZ"
    )
    expect(Object.keys(files ?? {})).toEqual(["slip"])
    expect(files?.["slip"]?.filename).toBe("a.png")
    expect(files?.["slip"]?.contentType).toBe("image/png")
    expect(Buffer.from(files?.["slip"]?.bytes ?? []).toString("latin1")).toBe("\x89PNG\r\n--X\r\nend")
  })

  it("#10 an empty file part is read as zero bytes", () => {
    const files = parseMultipart(body(['Content-Disposition: form-data; name="slip"; filename="e"\r\n\r\n']), "XyZ")
    expect(files?.["slip"]?.bytes.byteLength).toBe(0)
  })

  it("#10 a body without its closing boundary, or with a part without headers' end, is malformed", () => {
    expect(
      parseMultipart(Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="slip"\r\n\r\nabc'), "XyZ")
    ).toBeNull()
    expect(parseMultipart(Buffer.from("--XyZ\r\nno headers end"), "XyZ")).toBeNull()
    expect(parseMultipart(Buffer.from("nothing here"), "XyZ")).toBeNull()
    expect(parseMultipart(body(["Content-Disposition: attachment\r\n\r\nx"]), "XyZ")).toBeNull()
  })

  it("#10 a body of no parts is read as no files", () => {
    expect(parseMultipart(Buffer.from("--XyZ--\r\n"), "XyZ")).toEqual({})
  })
})
