import { QRCodeSVG } from "qrcode.react"
import { useId, useRef } from "react"
import { css, cx } from "../../../styled-system/css"
import { lineShareUrl } from "../../domain/affiliate"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { textInput } from "../text-input-style"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.share

const layout = css({
  display: "grid",
  gap: "4",
  alignItems: "center",
  sm: { gridTemplateColumns: "minmax(0, 1fr) auto" }
})
const codeValue = css({
  fontSize: "3xl",
  fontWeight: "bold",
  color: "brand",
  letterSpacing: "0.12em",
  fontVariantNumeric: "tabular-nums",
  lineHeight: "1.3"
})
const linkInput = css({ fontSize: "16px", textOverflow: "ellipsis" })
// Side by side on a phone; one above the other where the card shares a desktop row with the income.
const actions = css({
  display: "grid",
  gap: "2",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  lg: { gridTemplateColumns: "minmax(0, 1fr)" }
})
// A deeper shade of LINE's green (#06C755 gives white text 2.25:1): white text at 5.5:1, AA (#15).
const lineButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  minHeight: "48px",
  paddingX: "3",
  borderRadius: "xl",
  bg: "#047A33",
  color: "white",
  fontWeight: "semibold",
  textDecoration: "none",
  textAlign: "center",
  _hover: { filter: "brightness(1.08)" }
})
// The code sits on white with a quiet zone: phone cameras read a dark-on-light code best.
const qrFigure = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", margin: "0" })
const qrFrame = css({ padding: "2", bg: "white", borderRadius: "lg", lineHeight: "0" })
const fields = css({ display: "flex", flexDirection: "column", gap: "3", minWidth: "0" })

/**
 * The card's own layout with grey blocks for the code, the link, the two buttons and the QR: the
 * loaded card takes exactly its room, so the income below does not move when it arrives (#16: CLS).
 */
const ShareSkeleton = () => (
  <div aria-busy="true" className={layout}>
    <div className={fields}>
      <div>
        <div className={s.label}>{t.codeLabel}</div>
        <Skeleton width="9rem" height="1.3em" className={codeValue} />
      </div>
      <div>
        {/* Inline, as the field's label is: the line it sits on is the card's, not the label's. */}
        <span className={s.label}>{t.linkLabel}</span>
        <Skeleton height="48px" />
      </div>
      <div className={actions}>
        <Skeleton height="48px" />
        <Skeleton height="48px" />
      </div>
    </div>
    <div className={qrFigure}>
      <div className={qrFrame}>
        <Skeleton width="148px" height="148px" />
      </div>
      <p className={s.note}>{t.qrHint}</p>
    </div>
  </div>
)

export type ShareView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly code: string; readonly link: string }

export interface ShareCardProps {
  readonly view: ShareView
  /** Copies the link; false when the browser would not (the link is then selected to copy by hand). */
  readonly onCopy: (link: string) => Promise<boolean>
  readonly copyByHand: boolean
  readonly onRetry: () => void
}

/** The player's code and link, 'คัดลอกลิงก์', the link's QR and 'แชร์ไปที่ LINE' (#12). */
export const ShareCard = ({ view, onCopy, copyByHand, onRetry }: ShareCardProps) => {
  const linkId = useId()
  const linkRef = useRef<HTMLInputElement>(null)
  return (
    <section className={s.block} aria-labelledby="affiliate-share-title" style={{ gridArea: "share" }}>
      <h2 id="affiliate-share-title" className={s.heading}>
        {t.title}
      </h2>
      {view._tag === "Failed" ? (
        <LoadFailedNotice
          message={t.failed}
          detail={view.message}
          retryLabel={affiliateTexts.retry}
          onRetry={onRetry}
        />
      ) : view._tag === "Loading" ? (
        <ShareSkeleton />
      ) : (
        <div className={layout}>
          <div className={fields}>
            <div>
              <div className={s.label}>{t.codeLabel}</div>
              <div className={codeValue} data-affiliate-code="">
                {view.code}
              </div>
            </div>
            <div>
              <label htmlFor={linkId} className={s.label}>
                {t.linkLabel}
              </label>
              <input
                id={linkId}
                ref={linkRef}
                className={cx(textInput, linkInput)}
                value={view.link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              {copyByHand ? (
                <p role="status" className={s.note}>
                  {t.copyByHand}
                </p>
              ) : null}
            </div>
            <div className={actions}>
              <Button
                onClick={() =>
                  void onCopy(view.link).then((copied) => {
                    if (!copied) linkRef.current?.select()
                  })
                }
              >
                {t.copy}
              </Button>
              <a
                className={cx(lineButton, focusRing)}
                href={lineShareUrl(view.link)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.line}
              </a>
            </div>
          </div>
          <figure className={qrFigure}>
            <div className={qrFrame}>
              <QRCodeSVG value={view.link} size={148} level="M" marginSize={1} role="img" aria-label={t.qrAlt} />
            </div>
            <figcaption className={s.note}>{t.qrHint}</figcaption>
          </figure>
        </div>
      )}
    </section>
  )
}
