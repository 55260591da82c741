// The media pages load as one chunk (they are small and visited together from the hub): one entry
// in the first paint's list of lazy chunks instead of five.
export { default as MediaHubScreen } from "./media-hub-screen"
export { default as MediaPromotionScreen } from "./media-promotion-screen"
export { default as MovieScreen } from "./movie-screen"
