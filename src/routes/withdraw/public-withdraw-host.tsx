import { selectPublicWithdrawals, selectPublicWithdrawalsFailed } from "../../events/withdraw/selectors"
import { type PickCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { PublicWithdrawStrip } from "../../ui/withdraw/public-withdraw-strip"

const loadPublicWithdrawals: PickCommand<void> = (commands) => commands.loadPublicWithdrawals

/**
 * 'รายการถอนล่าสุด' on the home page and the dashboard (API-07). It loads in an effect, after the
 * page painted, through the deferred runtime: the guest page's first paint never waits for it.
 */
export const PublicWithdrawHost = () => {
  useScreenCommand(loadPublicWithdrawals)
  const items = useAppSelector(selectPublicWithdrawals)
  const failed = useAppSelector(selectPublicWithdrawalsFailed)
  return <PublicWithdrawStrip items={items} failed={failed !== null} />
}
