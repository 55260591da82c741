import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { Skeleton } from "../skeleton"
import { wheelTexts } from "./texts"

const panel = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", textAlign: "center" })
const count = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums" })
const small = css({ fontSize: "sm", color: "muted" })
const alert = css({ color: "danger", fontSize: "sm" })
const spinButton = css({ minWidth: "220px", minHeight: "52px", fontSize: "lg" })

export type SpinStatus = "ready" | "spinning" | "verifying" | "unverified"

export interface SpinPanelProps {
  readonly spinsLeft: number
  readonly spinsPerDay: number
  readonly status: SpinStatus
  /** A refusal or a note to show (the server's Thai message, 'not done' ...). */
  readonly message: string | null
  readonly onSpin: () => void
  readonly onVerify: () => void
}

/** Today's spins, 'หมุนวงล้อ' (disabled with none left) and the state of a spin's outcome. */
export const SpinPanel = ({ spinsLeft, spinsPerDay, status, message, onSpin, onVerify }: SpinPanelProps) => (
  <div className={panel}>
    <p className={count} aria-live="polite">
      {spinsLeft === 0 ? wheelTexts.noSpinsLeft : wheelTexts.spinsLeft(spinsLeft, spinsPerDay)}
    </p>
    {status === "unverified" ? (
      <Button className={spinButton} onClick={onVerify}>
        {wheelTexts.verifyAgain}
      </Button>
    ) : (
      <Button
        className={spinButton}
        busy={status === "verifying"}
        disabled={spinsLeft === 0 || status !== "ready"}
        onClick={onSpin}
      >
        {status === "spinning" ? wheelTexts.spinning : wheelTexts.spin}
      </Button>
    )}
    {status === "verifying" ? <p className={small}>{wheelTexts.verifying}</p> : null}
    {status === "unverified" ? <p className={alert}>{wheelTexts.unverified}</p> : null}
    {message !== null && message !== wheelTexts.noSpinsLeft ? (
      <p role="alert" className={alert}>
        {message}
      </p>
    ) : null}
    <p className={small}>{wheelTexts.nextDay}</p>
  </div>
)

/** The panel's lines while the wheel loads, each as tall as what replaces it (#16: CLS). */
export const SpinPanelSkeleton = () => (
  <div className={panel}>
    <Skeleton width="10rem" height="1.6em" />
    <Skeleton width="220px" height="52px" />
    <p className={small}>{wheelTexts.nextDay}</p>
  </div>
)
