import { Effect } from "effect"

// The slip image as it is uploaded: a large photo is downscaled in the browser first (a phone's
// 12-megapixel photo becomes a few hundred kB; 1600 px on the long side keeps the QR readable), and a
// WebP becomes a JPEG, so the reference API decodes PNG and JPEG only. The library is loaded only
// when a file needs it: it is in no start chunk.

/** Below this, and not WebP, a file goes as it is. */
const SMALL_BYTES = 1024 * 1024
const MAX_SIDE_PX = 1600

export const prepareSlipImage = (file: File): Effect.Effect<Blob> => {
  const isWebp = file.type === "image/webp"
  if (file.size <= SMALL_BYTES && !isWebp) return Effect.succeed(file)
  return Effect.tryPromise(async () => {
    const { default: compress } = await import("browser-image-compression")
    return compress(file, {
      maxWidthOrHeight: MAX_SIDE_PX,
      maxSizeMB: 1,
      initialQuality: 0.9,
      // A worker would fetch the library from a CDN: the page loads nothing from another host.
      useWebWorker: false,
      ...(isWebp || file.type === "image/jpeg" ? { fileType: "image/jpeg" } : {})
    })
  }).pipe(
    // A photo that cannot be redrawn goes as it came: the server says what is wrong with it.
    Effect.orElseSucceed((): Blob => file)
  )
}
