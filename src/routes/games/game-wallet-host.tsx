import { lazy, Suspense } from "react"
import { dataOf } from "../../events/remote-data"
import { selectGameCashOut } from "../../events/games/selectors"
import { selectCredit } from "../../events/player/selectors"
import { type PickCommand, useCommand, useAppSelector } from "../../runtime/react/app-context"
import { gameWalletTexts } from "../../ui/games/wallet-texts"
import { useAnnounceCashOut, type CashOutOutcome } from "./announce-cash-out"

// Most visits have no credit left in a game: the notice's code loads only when one has.
const GameWalletNotice = lazy(() =>
  import("../../ui/games/game-wallet-notice").then((module) => ({ default: module.GameWalletNotice }))
)

const pullBack: PickCommand<CashOutOutcome> = (commands) => commands.pullBackGameCredit

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
    <Suspense fallback={null}>
      <GameWalletNotice
        amount={held}
        status={cashOut.status}
        error={cashOut.unverified ? gameWalletTexts.unverified : cashOut.error}
        onPullBack={() => void run(pullBack).then(announce)}
      />
    </Suspense>
  )
}
