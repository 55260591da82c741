import { useId } from "react"
import { css, cx } from "../../../styled-system/css"
import { formatBaht, formatInteger } from "../../domain/money"
import { pointsAfter } from "../../domain/reward"
import type { RewardItem } from "../../domain/reward-schema"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { Modal } from "../modal"
import { rewardStyles as s } from "./reward-styles"
import { rewardTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const t = rewardTexts.confirm

const title = css({ fontSize: "xl", fontWeight: "bold", mb: "3", textAlign: "center" })
const head = css({ display: "flex", alignItems: "center", gap: "3", mb: "4", textAlign: "left" })
const thumb = css({ width: "72px", height: "72px", borderRadius: "xl", flexShrink: "0" })
const itemName = css({ fontSize: "lg", fontWeight: "semibold", lineHeight: "1.6" })
const facts = css({ display: "grid", gridTemplateColumns: "1fr auto", gap: "2", mb: "4", margin: "0 0 16px 0" })
const factValue = css({ fontWeight: "bold", textAlign: "right", fontVariantNumeric: "tabular-nums" })
const message = css({ color: "danger", fontSize: "md", mb: "3", textAlign: "left" })
const info = css({ color: "muted", fontSize: "md", mb: "3", textAlign: "left" })
const buttons = css({ display: "grid", gap: "3" })
const addressLink = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  borderRadius: "xl",
  bg: "brand",
  color: "onBrand",
  fontWeight: "bold",
  textDecoration: "none"
})

export type RedeemDialogStatus = "idle" | "submitting" | "verifying" | "unverified"

export interface RedeemDialogProps {
  readonly item: RewardItem | null
  readonly points: number
  readonly status: RedeemDialogStatus
  /** The server's refusal or 'not done' note. */
  readonly message: string | null
  /** Where 'เพิ่มที่อยู่จัดส่ง' goes, when the refusal was for want of a delivery address. */
  readonly addAddressHref: string | null
  readonly onConfirm: () => void
  readonly onVerify: () => void
  readonly onClose: () => void
}

/** 'แลกรางวัล' asks first: the item, the points it costs and the points left after. */
export const RedeemDialog = (props: RedeemDialogProps) => {
  const titleId = useId()
  const bodyId = useId()
  const { item } = props
  const busy = props.status === "submitting" || props.status === "verifying"
  return (
    <Modal open={item !== null} labelledBy={titleId} describedBy={bodyId} onClose={props.onClose}>
      <h2 id={titleId} className={title}>
        {t.title}
      </h2>
      {item === null ? null : (
        <div id={bodyId}>
          <div className={head}>
            <ImageWithFallback
              placeholderSrc={PLACEHOLDER_IMAGE}
              src={item.image}
              alt=""
              width={72}
              height={72}
              className={thumb}
            />
            <div>
              <div className={itemName}>{item.name}</div>
              <div className={s.note}>
                {item.kind === "credit" ? t.creditNote(formatBaht(item.amount)) : t.goodsNote}
              </div>
            </div>
          </div>
          <dl className={facts}>
            <dt>{t.cost}</dt>
            <dd className={factValue}>{rewardTexts.items.points(formatInteger(item.points))}</dd>
            <dt>{t.left}</dt>
            <dd className={factValue}>{rewardTexts.items.points(formatInteger(pointsAfter(props.points, item)))}</dd>
          </dl>
        </div>
      )}
      {props.status === "verifying" ? (
        <p className={info} role="status">
          {t.verifying}
        </p>
      ) : null}
      {props.status === "unverified" ? (
        <p className={message} role="alert">
          {t.unverified}
        </p>
      ) : null}
      {props.message !== null && props.status === "idle" ? (
        <p className={message} role="alert">
          {props.message}
        </p>
      ) : null}
      <div className={buttons}>
        {props.addAddressHref !== null ? (
          <UiLink to={props.addAddressHref} className={cx(addressLink, focusRing)}>
            {t.addAddress}
          </UiLink>
        ) : props.status === "unverified" ? (
          <Button fullWidth onClick={props.onVerify}>
            {t.verifyAgain}
          </Button>
        ) : (
          <Button fullWidth busy={busy} onClick={props.onConfirm}>
            {props.status === "submitting" ? t.sending : t.confirm}
          </Button>
        )}
        <Button fullWidth variant="secondary" onClick={props.onClose}>
          {t.cancel}
        </Button>
      </div>
    </Modal>
  )
}
