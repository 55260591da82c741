import { QRCodeSVG } from "qrcode.react"
import { css, cx } from "../../../styled-system/css"
import { QR_LEVEL, QR_SIZE } from "../../domain/constants"
import { focusRing } from "../focus-ring"
import { Skeleton } from "../skeleton"
import { contactTexts } from "./texts"

const card = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "3",
  padding: "5",
  borderRadius: "2xl",
  bg: "rgba(36, 36, 43, 0.92)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6",
  textAlign: "center"
})
const heading = css({ fontSize: "lg", fontWeight: "bold", color: "brand" })
const qrFrame = css({ padding: "3", bg: "white", borderRadius: "xl", lineHeight: "0" })
const hint = css({ fontSize: "sm", color: "muted" })
/** The id link's line, 44 px like the link it stands for. */
const idPlaceholder = css({ display: "flex", alignItems: "center", minHeight: "44px" })
// 44 px tall and wide at least: a finger's target, however short the id (#15).
const idLink = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  minWidth: "44px",
  paddingX: "3",
  fontSize: "lg",
  fontWeight: "semibold",
  color: "paper",
  textDecoration: "underline",
  textUnderlineOffset: "4px",
  borderRadius: "md",
  overflowWrap: "anywhere",
  _hover: { color: "brand" }
})

export interface ContactCardProps {
  /** 'ไลน์หลัก' or 'ไลน์สำรอง' (SUPPORT-01). */
  readonly label: string
  readonly lineId: string
  /** The LINE profile URL (lineProfileUrl), encoded in the QR and linked from the id. */
  readonly url: string
}

/** One LINE contact: a level-M 150px QR code and the id as a link to the same profile (SUPPORT-02..05). */
export const ContactCard = ({ label, lineId, url }: ContactCardProps) => (
  <section className={card} aria-label={label} data-contact-card="">
    <h2 className={heading}>{label}</h2>
    <div className={qrFrame}>
      <QRCodeSVG
        value={url}
        level={QR_LEVEL}
        size={QR_SIZE}
        title={contactTexts.qrTitle(label)}
        role="img"
        marginSize={0}
      />
    </div>
    <p className={hint}>{contactTexts.scanHint}</p>
    <a href={url} target="_blank" rel="noopener noreferrer" className={cx(idLink, focusRing)}>
      {lineId}
    </a>
  </section>
)

/**
 * A contact card while the settings load: the same frame, QR and lines, so the cards that replace it
 * (and the report section below) do not move (#16: CLS).
 */
export const ContactCardSkeleton = () => (
  <div className={card} aria-hidden="true" data-contact-card-skeleton="">
    <Skeleton width="6rem" height="1.6em" className={heading} />
    <div className={qrFrame}>
      <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
    </div>
    <p className={hint}>{contactTexts.scanHint}</p>
    <span className={idPlaceholder}>
      <Skeleton width="8rem" height="1.2em" />
    </span>
  </div>
)
