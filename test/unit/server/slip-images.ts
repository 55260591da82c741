import { crc32, deflateSync } from "node:zlib"
import { PNG } from "pngjs"

// Images for the slip reader's bounds (#31): headers that claim more pixels than they carry, and a
// small picture whose QR search is slow.

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * A well-formed PNG whose IHDR claims `width` x `height` 8-bit grey pixels, with a tiny zlib stream
 * of a few rows: the size of the picture is a lie a decoder only finds out after allocating it.
 */
export const pngClaiming = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // colour type: grey
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk("IEND", Buffer.alloc(0))
  ])
}

/** A baseline JPEG's first bytes: SOI, a JFIF APP0, then a SOF0 frame header claiming `width` x `height`. */
export const jpegClaiming = (width: number, height: number, frameMarker = 0xc0): Buffer => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0])
  const frame = Buffer.alloc(19)
  frame.writeUInt16BE(0xff00 | frameMarker, 0)
  frame.writeUInt16BE(17, 2) // length: 8 + 3 components x 3
  frame.writeUInt8(8, 4) // precision
  frame.writeUInt16BE(height, 5)
  frame.writeUInt16BE(width, 7)
  frame.writeUInt8(3, 9)
  for (let component = 0; component < 3; component += 1) {
    frame.writeUInt8(component + 1, 10 + component * 3)
    frame.writeUInt8(0x11, 11 + component * 3)
    frame.writeUInt8(0, 12 + component * 3)
  }
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])])
}

/**
 * A real grey PNG of `side` x `side` pixels in a 3-pixel checkerboard: well within the pixel cap,
 * small on the wire (about 4 kB a 100,000 pixels), and slow for the QR search (every square looks
 * like the start of a finder pattern): 1000 x 1000 takes over a second on this machine.
 */
export const slowCheckerboardPng = (side: number): Buffer => {
  const png = new PNG({ width: side, height: side })
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const value = (Math.floor(x / 3) + Math.floor(y / 3)) % 2 === 0 ? 0 : 255
      const at = (y * side + x) * 4
      png.data[at] = value
      png.data[at + 1] = value
      png.data[at + 2] = value
      png.data[at + 3] = 255
    }
  }
  return PNG.sync.write(png, { colorType: 0 })
}
