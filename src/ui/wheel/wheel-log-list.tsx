import { css } from "../../../styled-system/css"
import type { WheelSpin } from "../../domain/wheel-schema"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { LoadFailedNotice } from "../load-failed-notice"
import { prizeAmount } from "../prize-amount"
import { wheelTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold", marginBottom: "2" })

export type WheelLogView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly spins: ReadonlyArray<WheelSpin> }

/** 'ประวัติการหมุน' (API-43), newest first. */
export const WheelLogList = ({ view, onRetry }: { readonly view: WheelLogView; readonly onRetry: () => void }) => (
  <section aria-labelledby="wheel-log-title">
    <h2 id="wheel-log-title" className={heading}>
      {wheelTexts.historyTitle}
    </h2>
    {view._tag === "Loading" ? (
      <DatedRowsLoading />
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice
        message={wheelTexts.historyFailed}
        detail={view.message}
        onRetry={onRetry}
        retryLabel={wheelTexts.retry}
      />
    ) : (
      <DatedRows
        testId="wheel-log"
        empty={wheelTexts.historyEmpty}
        rows={view.spins.map((spin) => ({
          id: spin.id,
          at: spin.at,
          title: spin.kind === "none" ? `${spin.label} (${wheelTexts.noPrize})` : spin.label,
          ...prizeAmount(spin)
        }))}
      />
    )}
  </section>
)
