import { useEffect, useState, type RefObject } from "react"

/**
 * The content height the frame reports with a `frame-height` message (#15), or null until it does.
 * Only a message from the frame's own window and from its source's origin counts: another window,
 * or the frame after it navigated elsewhere, cannot resize it. The decoder (effect/Schema) loads
 * with the first message, so the screen paints without it.
 */
export const useFrameContentHeight = (frame: RefObject<HTMLIFrameElement | null>, src: string): number | null => {
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const origin = new URL(src, window.location.href).origin
    // One import for every message, so their answers apply in the order they came (a second
    // import() may resolve before the first).
    let decoder: Promise<typeof import("../../domain/frame-height-schema")> | null = null
    const onMessage = (event: MessageEvent<unknown>) => {
      const source = frame.current?.contentWindow
      if (event.origin !== origin || source === undefined || source === null || event.source !== source) return
      decoder ??= import("../../domain/frame-height-schema")
      void decoder.then(({ decodeFrameHeight }) => {
        const reported = decodeFrameHeight(event.data)
        if (reported !== null) setHeight(reported)
      })
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [frame, src])
  return height
}
