import { css } from "../../../styled-system/css"
import type { Satang } from "../../domain/money"
import { Button } from "../button"
import { gameWalletTexts } from "./wallet-texts"

const box = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  padding: "3",
  borderRadius: "xl",
  bg: "rgb(var(--brand-rgb, 255 202 0) / 0.08)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgb(var(--brand-rgb, 255 202 0) / 0.35)",
  color: "paper",
  fontFamily: "body",
  fontSize: "md"
})
const held = css({ fontVariantNumeric: "tabular-nums", flex: "1 1 12rem" })
const errorText = css({ color: "danger", fontSize: "sm", flexBasis: "100%" })

export interface GameWalletNoticeProps {
  /** What an opened game still holds. */
  readonly amount: Satang
  readonly status: "idle" | "sending" | "verifying"
  /** The last cash-out's refusal (STORE-03), or that its outcome could not be read. */
  readonly error: string | null
  readonly onPullBack: () => void
}

/** Credit left in a game: said plainly, with 'ดึงเครดิตกลับ' to bring it back into the balance. */
export const GameWalletNotice = ({ amount, status, error, onPullBack }: GameWalletNoticeProps) => (
  <div className={box} data-game-wallet="">
    <span className={held}>{gameWalletTexts.held(amount)}</span>
    <Button variant="primary" busy={status !== "idle"} onClick={onPullBack}>
      {status === "sending"
        ? gameWalletTexts.pulling
        : status === "verifying"
          ? gameWalletTexts.verifying
          : gameWalletTexts.pullBack}
    </Button>
    {error === null ? null : (
      <span role="alert" className={errorText}>
        {error}
      </span>
    )}
  </div>
)
