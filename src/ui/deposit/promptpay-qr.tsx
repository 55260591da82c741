import { QRCodeCanvas } from "qrcode.react"
import { useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { formatBaht, formatBahtPlain, type Satang } from "../../domain/money"
import { Button } from "../button"
import { depositTexts } from "./texts"

const box = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised",
  textAlign: "center"
})
// The code sits on white with a quiet zone: bank apps read a dark-on-light code best.
const codeFrame = css({ padding: "3", bg: "white", borderRadius: "lg", lineHeight: "0" })
const amountLabel = css({ fontSize: "md", color: "muted" })
const amountValue = css({ fontSize: "3xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const note = css({ fontSize: "sm", color: "muted", maxWidth: "22rem" })
const savedImage = css({ width: "220px", height: "220px", borderRadius: "lg" })

/** The QR's side in CSS pixels, and the PNG's (drawn at 3× so a saved image scans from a screen). */
const QR_SIZE = 220
const PNG_SCALE = 3

export interface PromptPayQrProps {
  /** The EMVCo payload (promptpay-payload.ts). */
  readonly payload: string
  readonly amount: Satang
  readonly accountName: string
  /** LINE's in-app browser ignores downloads: the image is shown to be saved by a long press. */
  readonly inAppBrowser: boolean
}

/** The PromptPay QR for an amount, with 'บันทึก QR' (a PNG download, or the image in LINE). */
export const PromptPayQr = ({ payload, amount, accountName, inAppBrowser }: PromptPayQrProps) => {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [shownImage, setShownImage] = useState<string | null>(null)
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
  return (
    // The QR, its text and 'บันทึก QR': the floating support button steps aside rather than cover them (#29).
    <figure className={box} data-promptpay-payload={payload} data-keep-clear="">
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
      <figcaption>
        <span className={amountLabel}>{depositTexts.qrAmount}</span>
        <br />
        <span className={amountValue} data-qr-amount="">
          {formatBaht(amount)}
        </span>
        <br />
        <span className={amountLabel}>{depositTexts.qrFor(accountName)}</span>
      </figcaption>
      <p className={note}>{depositTexts.qrHowTo}</p>
      <Button onClick={save}>{depositTexts.saveQr}</Button>
      {shownImage !== null ? (
        <>
          <p className={note} role="status">
            {depositTexts.saveQrInApp}
          </p>
          <img src={shownImage} alt={depositTexts.qrAlt(formatBaht(amount))} className={savedImage} />
        </>
      ) : null}
    </figure>
  )
}
