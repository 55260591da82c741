// The pixel size an uploaded image claims, read from its header alone (#31): a decoder allocates
// width x height x 4 bytes before it learns the data is short, so a PNG of under 1 kB claiming
// 20000 x 20000 pixels cost 1.6 GB and 27 s. PNG: the IHDR chunk, which must come first. JPEG: the
// first start-of-frame segment (SOF0..SOF15 but DHT, JPG and DAC, which share the marker range),
// found by walking the segments' lengths. Anything else, or a header cut short, is null.

export interface ImageSize {
  readonly width: number
  readonly height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const IHDR = [0x49, 0x48, 0x44, 0x52]

const startsWith = (bytes: Uint8Array, at: number, expected: ReadonlyArray<number>): boolean =>
  expected.every((byte, index) => bytes[at + index] === byte)

const uint16 = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)
const uint32 = (bytes: Uint8Array, at: number): number => uint16(bytes, at) * 0x10000 + uint16(bytes, at + 2)

const pngSize = (bytes: Uint8Array): ImageSize | null => {
  // Signature (8), IHDR length (4) and type (4), then width and height (4 each).
  if (bytes.length < 24 || !startsWith(bytes, 12, IHDR)) return null
  return { width: uint32(bytes, 16), height: uint32(bytes, 20) }
}

/** SOFn markers: C0..CF but C4 (DHT), C8 (JPG) and CC (DAC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
/** Markers without a length: TEM, RST0..RST7 (SOI is past, EOI ends the walk). */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)

const jpegSize = (bytes: Uint8Array): ImageSize | null => {
  let at = 2
  // Each turn moves past at least one byte, so the walk ends within the upload's length.
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // a fill byte
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // the end, or the scan, before any frame
    if (standsAlone(marker)) {
      at += 2
      continue
    }
    if (isStartOfFrame(marker)) {
      // FF Cn, length (2), precision (1), height (2), width (2).
      if (at + 9 > bytes.length) return null
      return { width: uint16(bytes, at + 7), height: uint16(bytes, at + 5) }
    }
    const length = uint16(bytes, at + 2)
    if (length < 2) return null
    at += 2 + length
  }
  return null
}

export const imageSizeOf = (bytes: Uint8Array): ImageSize | null => {
  if (startsWith(bytes, 0, PNG_SIGNATURE)) return pngSize(bytes)
  if (startsWith(bytes, 0, [0xff, 0xd8])) return jpegSize(bytes)
  return null
}
