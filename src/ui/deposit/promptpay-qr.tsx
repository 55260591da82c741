import { QRCodeCanvas } from "qrcode.react"
import { useRef, useState, type Ref } from "react"
import { css } from "../../../styled-system/css"
import { formatAccountNumber } from "../../domain/banks"
import { formatCountdown, QR_VALID_MINUTES, QR_VALID_MS } from "../../domain/deposit"
import { amountWithEnding, openBonusWindow } from "../../domain/deposit-bonus"
import { formatBaht, formatBahtPlain, type Satang } from "../../domain/money"
import type { UserSetting } from "../../domain/settings"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { Spinner } from "../spinner"
import { UnbrokenWords } from "../unbroken-words"
import { useSecondsLeft } from "../use-seconds-left"
import { RegisteredAccount } from "./registered-account"
import { promptPayPayload } from "./promptpay-payload"
import { depositTexts } from "./texts"

const box = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised",
  textAlign: "center",
  // Scrolled into view below the sticky top bar and above the bottom bar with its raised centre
  // button and the chat launcher (the player layout keeps the same room at a page's end); on a wide
  // screen the launcher sits beside the page, so only the bar's room is kept.
  scrollMarginTop: "76px",
  scrollMarginBottom: "calc(160px + env(safe-area-inset-bottom))",
  lg: { scrollMarginBottom: "calc(104px + env(safe-area-inset-bottom))" }
})
// The code sits on white with a quiet zone: bank apps read a dark-on-light code best.
const codeFrame = css({ padding: "2", bg: "white", borderRadius: "lg", lineHeight: "0" })
const expiredFrame = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  padding: "4",
  borderRadius: "lg",
  borderWidth: "2px",
  borderStyle: "dashed",
  borderColor: "muted",
  color: "paper",
  lineHeight: "1.6"
})
// 'ยอดที่ต้องโอน ฿301.50' on one line where it fits.
const caption = css({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "center",
  flexWrap: "wrap",
  columnGap: "3",
  width: "100%"
})
const amountLabel = css({ fontSize: "md", color: "muted" })
const amountValue = css({
  fontSize: "2xl",
  fontWeight: "bold",
  color: "brand",
  lineHeight: "1.4",
  fontVariantNumeric: "tabular-nums"
})
const bonusNote = css({
  width: "100%",
  paddingY: "2",
  paddingX: "3",
  borderRadius: "lg",
  bg: "rgb(var(--brand-rgb, 255 202 0) / 0.12)",
  borderLeft: "4px solid token(colors.brand)",
  color: "paper",
  fontSize: "sm",
  lineHeight: "1.6",
  textAlign: "left"
})
const receiver = css({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  columnGap: "3",
  width: "100%",
  textAlign: "left"
})
const receiverLines = css({
  display: "flex",
  flexDirection: "column",
  minWidth: "0",
  fontSize: "sm",
  lineHeight: "1.6"
})
const receiverLabel = css({ color: "muted" })
const receiverNumber = css({ fontWeight: "semibold", color: "paper", fontVariantNumeric: "tabular-nums" })
const receiverName = css({ color: "paper" })
const sender = css({
  width: "100%",
  paddingY: "1.5",
  paddingX: "3",
  borderRadius: "lg",
  bg: "rgba(255, 255, 255, 0.06)",
  color: "paper",
  fontSize: "sm",
  fontWeight: "semibold",
  lineHeight: "1.6"
})
// 'รอรับยอดโอน…' and the QR's time on one line where they fit.
const waiting = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  columnGap: "3",
  lineHeight: "1.6"
})
const waitingLine = css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "md", color: "paper" })
const validLine = css({ fontSize: "sm", color: "muted", fontVariantNumeric: "tabular-nums" })
const note = css({ fontSize: "sm", color: "muted", maxWidth: "22rem" })
const savedImage = css({ width: "184px", height: "184px", borderRadius: "lg" })

/** The QR's side in CSS pixels, and the PNG's (drawn at 3× so a saved image scans from a screen). */
const QR_SIZE = 184
const PNG_SCALE = 3

/** The account the QR pays, as its card shows it, with its PromptPay id. */
export interface QrReceiver {
  readonly bankCode: string
  readonly bankName: string
  readonly accountNumber: string
  readonly accountName: string
  readonly promptPayId: string
}

export interface PromptPayQrProps {
  /** The amount the player chose. */
  readonly chosen: Satang
  /** When it was chosen (epoch ms): the QR's 15 minutes and the bonus window are read from then. */
  readonly issuedAt: number
  /** The player's promotion setting: an open bonus window's ending is carried by the QR's amount. */
  readonly setting: UserSetting | null
  readonly receiver: QrReceiver
  /** The player's registered account, for 'โอนจากบัญชี … เท่านั้น'; null when the record has none. */
  readonly sender: { readonly bank: string; readonly maskedNumber: string } | null
  /** 'สร้าง QR ใหม่' once its time is up. */
  readonly onRenew: () => void
  /** LINE's in-app browser ignores downloads: the image is shown to be saved by a long press. */
  readonly inAppBrowser: boolean
  readonly blockRef?: Ref<HTMLDivElement>
}

/**
 * The PromptPay QR for an amount (#29): the code, the amount (with an open bonus window's
 * 'ทศนิยมท้าย', said in one sentence), the receiving account and the one account to pay from,
 * 'รอรับยอดโอน…' (a polite live region) with the countdown, and 'บันทึก QR' (a PNG download, or
 * the image in LINE). Once its time is up the code is put away and 'สร้าง QR ใหม่' offers it again.
 * Its own chunk: the code's libraries arrive after the screen's first paint.
 */
export const PromptPayQr = ({
  chosen,
  issuedAt,
  setting,
  receiver: account,
  sender: registered,
  onRenew,
  inAppBrowser,
  blockRef
}: PromptPayQrProps) => {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [shownImage, setShownImage] = useState<string | null>(null)
  // The first tick may read a clock from before the QR was made: never more than its full time.
  const secondsLeft = Math.min(useSecondsLeft(issuedAt + QR_VALID_MS), QR_VALID_MINUTES * 60)
  const expired = secondsLeft === 0
  const bonusWindow = openBonusWindow(setting, issuedAt)
  const carried = bonusWindow === null ? null : amountWithEnding(chosen, bonusWindow.endNumber)
  const amount = carried ?? chosen
  const payload = promptPayPayload(account.promptPayId, amount)
  const save = () => {
    const canvas = canvasRef.current
    if (canvas === null) return
    const dataUrl = canvas.toDataURL("image/png")
    if (inAppBrowser) {
      setShownImage(dataUrl)
      return
    }
    const anchor = document.createElement("a")
    anchor.href = dataUrl
    anchor.download = `promptpay-${formatBahtPlain(amount).replace(/,/g, "")}.png`
    anchor.rel = "noopener"
    document.body.appendChild(anchor)
    anchor.click()
    anchor.remove()
  }
  if (payload === null) return null
  return (
    // The QR, its text and 'บันทึก QR': the floating support button steps aside rather than cover them (#29).
    <div
      ref={blockRef}
      className={box}
      data-keep-clear=""
      data-promptpay-payload={expired ? undefined : payload}
      data-qr-expired={expired ? "" : undefined}
    >
      {expired ? (
        <div className={expiredFrame} style={{ width: QR_SIZE + 16, height: QR_SIZE + 16 }}>
          <strong>{depositTexts.expired}</strong>
          <span className={note}>{depositTexts.expiredLead(QR_VALID_MINUTES)}</span>
        </div>
      ) : (
        <div className={codeFrame}>
          <QRCodeCanvas
            ref={canvasRef}
            value={payload}
            size={QR_SIZE * PNG_SCALE}
            level="M"
            marginSize={2}
            style={{ width: QR_SIZE, height: QR_SIZE }}
            role="img"
            aria-label={depositTexts.qrAlt(formatBaht(amount))}
          />
        </div>
      )}
      <p className={caption}>
        <span className={amountLabel}>{depositTexts.qrAmount}</span>
        <span className={amountValue} data-qr-amount="">
          {formatBaht(amount)}
        </span>
      </p>
      {bonusWindow === null || carried === null ? null : (
        <p className={bonusNote} data-qr-bonus="">
          {depositTexts.bonusExplained({
            rate: bonusWindow.rate,
            closes: bonusWindow.closes,
            ending: bonusWindow.ending,
            max: formatBaht(bonusWindow.max),
            chosen: formatBaht(chosen),
            carried: formatBaht(carried)
          })}
        </p>
      )}
      <div className={receiver} data-qr-receiver="">
        <BankLogo code={account.bankCode} size={36} />
        <span className={receiverLines}>
          <span>
            <span className={receiverLabel}>{depositTexts.qrTo} </span>
            <span className={receiverNumber}>{formatAccountNumber(account.accountNumber)}</span>
          </span>
          <span className={receiverName}>
            <UnbrokenWords text={account.bankName} /> · <UnbrokenWords text={account.accountName} />
          </span>
        </span>
      </div>
      <p className={sender} data-qr-sender="">
        {registered === null ? (
          depositTexts.senderRegistered
        ) : (
          <>
            {depositTexts.senderBefore} <RegisteredAccount {...registered} /> {depositTexts.senderAfter}
          </>
        )}
      </p>
      <div className={waiting}>
        <p role="status" className={waitingLine}>
          {expired ? null : <Spinner />}
          {expired ? depositTexts.expired : depositTexts.waiting}
        </p>
        {expired ? null : (
          <p className={validLine} data-qr-valid="">
            {depositTexts.validFor(formatCountdown(secondsLeft))}
          </p>
        )}
      </div>
      {expired ? (
        <Button onClick={onRenew}>{depositTexts.renewQr}</Button>
      ) : (
        <Button onClick={save}>{depositTexts.saveQr}</Button>
      )}
      {shownImage !== null && !expired ? (
        <>
          <p className={note} role="status">
            {depositTexts.saveQrInApp}
          </p>
          <img src={shownImage} alt={depositTexts.qrAlt(formatBaht(amount))} className={savedImage} />
        </>
      ) : null}
    </div>
  )
}
