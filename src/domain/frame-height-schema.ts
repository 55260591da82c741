// The message an embedded score frame may post to say how tall its content is (#15), so the app
// shows no empty space below short content. The app reads it only from the frame's own window and
// origin (routes/scores/use-frame-content-height.ts); this is its shape.
import { Option, Schema } from "effect"

/** `{ type: "frame-height", height }`: the content height in CSS px. */
export const FrameHeightMessage = Schema.Struct({
  type: Schema.Literal("frame-height"),
  height: Schema.Number.pipe(Schema.finite(), Schema.positive())
})

/** The reported height in whole px, or null for anything that is not such a message. */
export const decodeFrameHeight = (data: unknown): number | null =>
  Option.getOrNull(Option.map(Schema.decodeUnknownOption(FrameHeightMessage)(data), ({ height }) => Math.ceil(height)))
