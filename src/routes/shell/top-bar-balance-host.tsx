import { type PickCommand, useCommand } from "../../runtime/react/app-context"
import { TopBarBalance } from "../../ui/shell/top-bar-balance"
import { paths } from "../paths"
import { useShownBalance } from "../use-shown-balance"

const refreshCreditOnPress: PickCommand<void> = (commands) => commands.refreshCreditOnPress

/**
 * The top bar's balance (#29): the dashboard card's, shown the same way (the snapshot's amount as
 * 'กำลังอัปเดต' until the fresh one, #16). A component of its own, so a balance change re-renders
 * it and not the whole layout.
 */
export const TopBarBalanceHost = () => {
  const { balance, loading, refreshing, stale } = useShownBalance()
  const run = useCommand()
  return (
    <TopBarBalance
      balance={balance}
      loading={loading}
      refreshing={refreshing}
      stale={stale}
      onRefresh={() => void run(refreshCreditOnPress)}
      depositHref={paths.auth.deposit}
    />
  )
}
