import { useCallback } from "react"
import { selectGameCashOut } from "../../events/games/selectors"
import { useAppContext } from "../../runtime/react/app-context"
import { gameWalletTexts } from "../../ui/games/wallet-texts"
import { notify } from "../notify"

export type CashOutOutcome = "done" | "busy" | "refused" | "unsure"

/** Says what a cash-out came to, once it settled (the toast outlives the screen that asked). */
export const useAnnounceCashOut = () => {
  const { store } = useAppContext()
  return useCallback(
    (outcome: CashOutOutcome | "none") => {
      const cashOut = selectGameCashOut(store.getState())
      if (outcome === "done" && cashOut.last !== null && cashOut.last.amount > 0)
        notify.success(gameWalletTexts.pulled(cashOut.last.amount))
      if (outcome === "refused") notify.error(cashOut.error ?? gameWalletTexts.failed)
      if (outcome === "unsure" && cashOut.unverified) notify.error(gameWalletTexts.unverified)
    },
    [store]
  )
}
