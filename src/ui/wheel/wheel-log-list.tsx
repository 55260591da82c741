import { formatThaiDateTime } from "../../domain/thai-date"
import type { WheelSpin } from "../../domain/wheel-schema"
import { LoadFailedNotice } from "../load-failed-notice"
import { PrizeAmount } from "../prize-amount"
import { historyStyles } from "../prize-history-style"
import { Skeleton } from "../skeleton"
import { wheelTexts } from "./texts"

export type WheelLogView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly spins: ReadonlyArray<WheelSpin> }

/** 'ประวัติการหมุน' (API-43), newest first. */
export const WheelLogList = ({ view, onRetry }: { readonly view: WheelLogView; readonly onRetry: () => void }) => (
  <section aria-labelledby="wheel-log-title">
    <h2 id="wheel-log-title" className={historyStyles.heading}>
      {wheelTexts.historyTitle}
    </h2>
    {view._tag === "Loading" ? (
      <div aria-busy="true" className={historyStyles.list}>
        <Skeleton height="60px" />
        <Skeleton height="60px" />
      </div>
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice
        message={wheelTexts.historyFailed}
        detail={view.message}
        onRetry={onRetry}
        retryLabel={wheelTexts.retry}
      />
    ) : view.spins.length === 0 ? (
      <p className={historyStyles.small}>{wheelTexts.historyEmpty}</p>
    ) : (
      <ul className={historyStyles.list} data-testid="wheel-log">
        {view.spins.map((spin) => (
          <li key={spin.id} className={historyStyles.row}>
            <div className={historyStyles.left}>
              <span>{spin.kind === "none" ? `${spin.label} (${wheelTexts.noPrize})` : spin.label}</span>
              <span className={historyStyles.small}>{formatThaiDateTime(spin.at)}</span>
            </div>
            <PrizeAmount prize={spin} />
          </li>
        ))}
      </ul>
    )}
  </section>
)
