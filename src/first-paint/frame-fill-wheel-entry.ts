import { startFrameFill } from "./frame-fill-start"
import { drawKeptWheel } from "./wheel-drawing"

// The fill of the frame with a place for the wheel's disc (#30): the drawing is this frame's only,
// so the other frames' inline fill does not carry it (vite.config.ts picks the fill by the places
// a frame has).
startFrameFill({ wheel: drawKeptWheel })
