import { useState } from "react"
import { formatBaht } from "../../domain/money"
import { NO_ADDRESS_STATUS } from "../../domain/reward"
import type { RewardItem } from "../../domain/reward-schema"
import { selectRewardRedeemStatus, selectRewardRequest } from "../../events/reward/selectors"
import { type PickCommand, useAppContext, useCommand, useAppSelector } from "../../runtime/react/app-context"
import type { RedeemDialogStatus } from "../../ui/reward/redeem-dialog"
import { rewardTexts } from "../../ui/reward/texts"
import { notify } from "../notify"
import { paths } from "../paths"

type Outcome = "done" | "refused" | "not-done" | "unknown"

const redeem =
  (rewardId: number, categoryId: number | null): PickCommand<Outcome> =>
  (commands) =>
    commands.redeemReward(rewardId, categoryId)
const verify =
  (categoryId: number | null): PickCommand<Outcome> =>
  (commands) =>
    commands.verifyRewardRedeem(categoryId)

/**
 * The confirmation and its write: 'แลกรางวัล' opens it for an item, 'ยืนยันแลกรางวัล' redeems (to
 * its end even if the player leaves: useCommand), and what it came to is read from the store once
 * it settles: a toast and the dialog closed when done, the server's message (and, for want of a
 * delivery address, 'เพิ่มที่อยู่จัดส่ง') when refused.
 */
export const useRewardRedeem = (categoryId: number | null) => {
  const run = useCommand()
  const { store } = useAppContext()
  const request = useAppSelector(selectRewardRequest)
  const status: RedeemDialogStatus = useAppSelector(selectRewardRedeemStatus)
  const [item, setItem] = useState<RewardItem | null>(null)
  // The write's record as it was at this opening's press: only a record that moved on since says what
  // this press came to. An earlier press's refusal stays in the store until the next write starts,
  // and a press that sends nothing (busy, offline) never starts one: it must not show that refusal.
  // Offline the record moves (RewardRedeemOffline notes the network, which the offline banner says)
  // but keeps the earlier refusal: only a refusal other than the one at the press is this press's.
  const [pressedOn, setPressedOn] = useState<ReturnType<typeof selectRewardRequest> | null>(null)
  const announce = (outcome: Outcome) => {
    if (outcome !== "done") return
    const done = selectRewardRequest(store.getState()).done
    if (done !== null) {
      notify.success(
        done.amount === null
          ? rewardTexts.done.goods(done.name)
          : rewardTexts.done.credit(done.name, formatBaht(done.amount))
      )
    }
    setItem(null)
  }
  const answered = pressedOn !== null && request !== pressedOn
  const refusal = answered && request.refusal !== pressedOn.refusal ? request.refusal : null
  // Read back as not done (a press offline since notes the network instead: nothing was sent).
  const notDone = answered && request.phase === "not-done" && request.error === null
  const message = notDone ? rewardTexts.confirm.notDone : refusal === null ? null : request.error
  return {
    item,
    status,
    message,
    addAddressHref: status === "idle" && refusal?.status === NO_ADDRESS_STATUS ? paths.auth.manageAddress : null,
    open: (next: RewardItem) => {
      setPressedOn(null)
      setItem(next)
    },
    close: () => setItem(null),
    confirm: () => {
      if (item === null) return
      setPressedOn(request)
      void run(redeem(item.id, categoryId)).then(announce)
    },
    verify: () => void run(verify(categoryId)).then(announce)
  }
}
