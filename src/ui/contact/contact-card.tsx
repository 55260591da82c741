import { QRCodeSVG } from "qrcode.react"
import { css, cx } from "../../../styled-system/css"
import { QR_LEVEL, QR_SIZE } from "../../domain/constants"
import { focusRing } from "../focus-ring"
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
