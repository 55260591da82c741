import { createContext, useContext } from "react"
import { paths } from "./paths"

// A screen that shows the balance itself (the dashboard's card, with its own refresh and 'ฝากเงิน')
// says so, and the top bar's balance steps aside while that one is in view: one amount on screen,
// never two, and never none (#29). The layout listens; the dashboard watches its card
// (dashboard/use-own-balance.ts), so no other screen carries that code.

/** Whether the screen shows its own balance, and whether that is in view. */
export type OwnBalance = "none" | "in-view" | "out-of-view"

const OwnBalanceContext = createContext<(own: OwnBalance) => void>(() => undefined)

/**
 * What the layout assumes at its first render, before any screen has said: the dashboard's card is
 * in view at the top of its page. A prerendered dashboard (#30) is painted from that first render,
 * so its top bar must not paint a balance row the card's report would take away a moment later.
 */
export const initialOwnBalance = (pathname: string): OwnBalance =>
  pathname.replace(/\/$/, "") === paths.auth.dashboard ? "in-view" : "none"

/** The player layout listens here. */
export const OwnBalanceProvider = OwnBalanceContext.Provider

/** How a screen tells the layout about its own balance. */
export const useReportOwnBalance = (): ((own: OwnBalance) => void) => useContext(OwnBalanceContext)
