import { useState } from "react"
import { formatBaht } from "../../domain/money"
import { selectWinlostPayout } from "../../events/winlost/selectors"
import { type PickCommand, useAppContext, useCommand } from "../../runtime/react/app-context"
import { winlostTexts } from "../../ui/winlost/texts"
import { notify } from "../notify"

type Outcome = "paid" | "already-paid" | "not-paid"

const claimWinlost: PickCommand<Outcome> = (commands) => commands.claimWinlost
const transferWinlostToBank: PickCommand<Outcome> = (commands) => commands.transferWinlostToBank
const verifyWinlost: PickCommand<Outcome> = (commands) => commands.verifyWinlost

/**
 * The screen's two payouts and the read-back: each runs to its end (useCommand) even if the player
 * leaves, and what it came to is read from the store once it settles, then toasted.
 */
export const useWinlostPayout = () => {
  const run = useCommand()
  const { store } = useAppContext()
  const [destination, setDestination] = useState<"balance" | "bank">("balance")
  // A payout this screen made, or learnt happened by reading back: 'รับยอดเสียสำเร็จ' shows.
  const [paidHere, setPaidHere] = useState(false)
  const announce = (outcome: Outcome) => {
    if (outcome === "paid") setPaidHere(true)
    if (outcome === "already-paid") notify.info(winlostTexts.alreadyClaimed)
    const payout = selectWinlostPayout(store.getState())
    if (outcome === "paid" && payout !== null) notify.success(`${winlostTexts.claimed} ${formatBaht(payout.amount)}`)
  }
  return {
    destination,
    paidHere,
    claim: () => {
      setDestination("balance")
      void run(claimWinlost).then(announce)
    },
    transfer: () => {
      setDestination("bank")
      void run(transferWinlostToBank).then(announce)
    },
    verify: () => void run(verifyWinlost).then(announce)
  }
}
