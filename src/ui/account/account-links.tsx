import { useId, type ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { IconFrame } from "../icon"
import { UiLink } from "../link"
import { raisedBlock } from "../raised-block-style"
import { accountTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold" })
const list = css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", margin: "0", padding: "0" })
const link = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  minHeight: "64px",
  paddingX: "3",
  paddingY: "2",
  borderRadius: "xl",
  bg: "rgba(255, 255, 255, 0.04)",
  color: "paper",
  textDecoration: "none",
  transition: "background-color 150ms",
  _hover: { bg: "rgba(255, 255, 255, 0.09)" },
  _motionReduce: { transition: "none" }
})
const iconBox = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  flexShrink: 0,
  borderRadius: "lg",
  bg: "rgb(var(--brand-rgb, 255 202 0) / 0.14)",
  color: "brand"
})
const text = css({ display: "flex", flexDirection: "column", flex: "1", minWidth: "0", lineHeight: "1.4" })
const label = css({ fontWeight: "semibold" })
const hint = css({ fontSize: "sm", color: "muted" })
const chevron = css({ color: "muted", flexShrink: 0 })

const ICONS = {
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
  next: <path d="M9 5l7 7-7 7" />
} satisfies Record<string, ReactNode>

const AccountLink = (props: {
  readonly to: string
  readonly icon: keyof typeof ICONS
  readonly label: string
  readonly hint: string
}) => (
  <li>
    <UiLink to={props.to} className={cx(link, focusRing)}>
      <span className={iconBox} aria-hidden="true">
        <IconFrame name={props.icon} size={22}>
          {ICONS[props.icon]}
        </IconFrame>
      </span>
      <span className={text}>
        <span className={label}>{props.label}</span>
        <span className={hint}>{props.hint}</span>
      </span>
      <span className={chevron} aria-hidden="true">
        <IconFrame name="next" size={20}>
          {ICONS.next}
        </IconFrame>
      </span>
    </UiLink>
  </li>
)

/** The account's other screens (#14): 'เปลี่ยนรหัสผ่าน' and 'ที่อยู่จัดส่ง'. */
export const AccountLinks = (props: { readonly changePassword: string; readonly manageAddress: string }) => {
  const headingId = useId()
  return (
    <nav className={raisedBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {accountTexts.security}
      </h2>
      <ul className={list}>
        <AccountLink
          to={props.changePassword}
          icon="lock"
          label={accountTexts.changePassword}
          hint={accountTexts.changePasswordHint}
        />
        <AccountLink
          to={props.manageAddress}
          icon="pin"
          label={accountTexts.manageAddress}
          hint={accountTexts.manageAddressHint}
        />
      </ul>
    </nav>
  )
}
