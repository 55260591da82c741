import { useCallback } from "react"
import { dataOf } from "../../events/remote-data"
import { selectGameCashOut } from "../../events/games/selectors"
import { selectCredit } from "../../events/player/selectors"
import type { PickCommand } from "../../runtime/react/command-runner"
import { useAppContext } from "../../runtime/react/app-context"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { useCommand } from "../../runtime/react/use-command"
import { GameWalletNotice } from "../../ui/games/game-wallet-notice"
import { gamesTexts } from "../../ui/games/texts"
import { notify } from "../notify"

type CashOutOutcome = "done" | "busy" | "refused" | "unsure"

const pullBack: PickCommand<CashOutOutcome> = (commands) => commands.pullBackGameCredit

/** Says what a cash-out came to, once it settled (the toast outlives the screen that asked). */
export const useAnnounceCashOut = () => {
  const { store } = useAppContext()
  return useCallback(
    (outcome: CashOutOutcome | "none") => {
      const cashOut = selectGameCashOut(store.getState())
      if (outcome === "done" && cashOut.last !== null && cashOut.last.amount > 0)
        notify.success(gamesTexts.wallet.pulled(cashOut.last.amount))
      if (outcome === "refused") notify.error(cashOut.error ?? gamesTexts.wallet.failed)
      if (outcome === "unsure" && cashOut.unverified) notify.error(gamesTexts.wallet.unverified)
    },
    [store]
  )
}

/**
 * 'ดึงเครดิตกลับ' while an opened game still holds credit (the credit answer says how much); shown
 * on the balance card and in the lobby, nothing otherwise.
 */
export const GameWalletHost = () => {
  const credit = dataOf(useAppSelector(selectCredit))
  const cashOut = useAppSelector(selectGameCashOut)
  const run = useCommand()
  const announce = useAnnounceCashOut()
  const held = credit?.gameWallet
  if (held === undefined || held <= 0) return null
  return (
    <GameWalletNotice
      amount={held}
      status={cashOut.status}
      error={cashOut.unverified ? gamesTexts.wallet.unverified : cashOut.error}
      onPullBack={() => void run(pullBack).then(announce)}
    />
  )
}
