import { startFrameFill } from "./frame-fill-start"

// The fill of every player frame that draws nothing of its own (#30; vite.config.ts inlines it).
startFrameFill({})
