import { PNG } from "pngjs"
import QRCode from "qrcode"

// Draws a slip-like picture (POST /__dev/bank-transfer): a white card with a bank-coloured band,
// grey lines where a slip's texts would be, and the slip's QR. Synchronous (QRCode.create gives the
// matrix, pngjs writes the PNG), so the dev action stays a plain function.

const WIDTH = 420
const HEIGHT = 640
/** Pixels per QR module: large enough for a phone photo of a screen, small enough for the card. */
const SCALE = 7
const QUIET_ZONE = 4

type Rgb = readonly [number, number, number]

const fill = (png: PNG, x0: number, y0: number, width: number, height: number, [r, g, b]: Rgb): void => {
  for (let y = Math.max(0, y0); y < Math.min(png.height, y0 + height); y += 1) {
    for (let x = Math.max(0, x0); x < Math.min(png.width, x0 + width); x += 1) {
      const at = (y * png.width + x) * 4
      png.data[at] = r
      png.data[at + 1] = g
      png.data[at + 2] = b
      png.data[at + 3] = 255
    }
  }
}

const hexColour = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace("#", ""), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** A PNG of a slip carrying `payload` as its QR; `colour` is the sending bank's. */
export const drawSlipPng = (payload: string, colour: string): Buffer => {
  const png = new PNG({ width: WIDTH, height: HEIGHT })
  fill(png, 0, 0, WIDTH, HEIGHT, [236, 239, 241])
  fill(png, 16, 16, WIDTH - 32, HEIGHT - 32, [255, 255, 255])
  fill(png, 16, 16, WIDTH - 32, 64, hexColour(colour))
  const grey: Rgb = [200, 204, 208]
  for (const [y, width] of [
    [104, 220],
    [132, 160],
    [172, 260],
    [200, 180],
    [240, 120]
  ] as const) {
    fill(png, 40, y, width, 14, grey)
  }
  const modules = QRCode.create(payload, { errorCorrectionLevel: "M" }).modules
  const side = (modules.size + QUIET_ZONE * 2) * SCALE
  const left = Math.floor((WIDTH - side) / 2)
  const top = HEIGHT - 40 - side
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column) === 1) {
        fill(png, left + (column + QUIET_ZONE) * SCALE, top + (row + QUIET_ZONE) * SCALE, SCALE, SCALE, [0, 0, 0])
      }
    }
  }
  return PNG.sync.write(png)
}
