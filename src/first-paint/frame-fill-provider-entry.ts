import { startFrameFill } from "./frame-fill-start"
import { fillProviderFrame } from "./provider-frame-fill"

// The fill of the one frame every provider's games screen is answered with (#30): its heading, its
// way back and its kept games are this frame's only (vite.config.ts picks the fill by the places a
// frame has).
startFrameFill({ provider: fillProviderFrame })
