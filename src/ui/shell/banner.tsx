import { css, cx } from "../../../styled-system/css"
import { Icon } from "../icon"
import { shellTexts } from "./texts"

const base = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: "2",
  paddingX: "4",
  paddingY: "2",
  paddingTop: "calc(0.5rem + env(safe-area-inset-top))",
  fontFamily: "body",
  fontSize: "sm",
  lineHeight: "1.6",
  textAlign: "center"
})
const kinds = {
  offline: css({ bg: "#3a1d1d", color: "paper", borderBottom: "2px solid token(colors.danger)" }),
  network: css({ bg: "#3a2e12", color: "paper", borderBottom: "2px solid token(colors.brand)" }),
  unsupported: css({ bg: "surfaceRaised", color: "paper", borderBottom: "2px solid token(colors.muted)" })
} as const
const strong = css({ fontWeight: "bold" })

export type BannerKind = keyof typeof kinds

const content: Readonly<Record<BannerKind, { readonly title: string; readonly hint: string }>> = {
  offline: { title: shellTexts.banner.offline, hint: shellTexts.banner.offlineHint },
  network: { title: shellTexts.banner.network, hint: shellTexts.banner.networkHint },
  unsupported: { title: shellTexts.banner.unsupported, hint: shellTexts.banner.unsupportedHint }
}

export interface BannerProps {
  readonly kind: BannerKind
  /** Extra detail after the title, e.g. the browser and version for "unsupported". */
  readonly detail?: string
}

/** A slim top banner: offline ('ไม่มีอินเทอร์เน็ต'), network trouble, or an unsupported browser ('ไม่รองรับ'). */
export const Banner = ({ kind, detail }: BannerProps) => (
  <div role={kind === "unsupported" ? "status" : "alert"} data-banner={kind} className={cx(base, kinds[kind])}>
    <Icon name="alert" size={18} />
    <span className={strong}>{detail === undefined ? content[kind].title : `${content[kind].title} ${detail}`}</span>
    <span>{content[kind].hint}</span>
  </div>
)
