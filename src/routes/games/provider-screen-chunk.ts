/**
 * The provider screen's chunk: its route loads it (routes.tsx), and the lobby fetches it ahead while
 * the player reads the providers (#16), so a tile's press does not wait for it on a phone's network.
 */
export const loadGameProviderScreen = () => import("./game-provider-screen")
