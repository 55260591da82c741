import { createContext, useContext, type MouseEvent, type ReactNode } from "react"
import { css } from "../../styled-system/css"
import type { FrameFillSlot } from "./frame-fill"

/** The props every navigating component passes to the injected router link. */
export interface UiLinkProps {
  readonly to: string
  readonly className?: string | undefined
  readonly children: ReactNode
  readonly "aria-label"?: string | undefined
  readonly "aria-current"?: "page" | undefined
  readonly onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  /** What the router keeps with the new entry (not in the address): lost by a plain anchor. */
  readonly state?: unknown
  /** A player frame's slot (frame-fill.ts): the first-paint fill sets this link's href (#30). */
  readonly "data-frame-fill"?: FrameFillSlot | undefined
}

/**
 * The app's router injects how to render its Link here, so src/ui never imports the router.
 * Without a provider, links fall back to plain anchors (full page loads).
 */
export const LinkComponentContext = createContext<((props: UiLinkProps) => ReactNode) | null>(null)

const PlainLink = ({ to, children, state: _state, ...rest }: UiLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
)

/** An in-app link: the router's Link when one is provided, a plain <a href> otherwise. */
export const UiLink = (props: UiLinkProps) => {
  const renderLink = useContext(LinkComponentContext)
  return renderLink === null ? <PlainLink {...props} /> : renderLink(props)
}

/**
 * A link inside a line of text ('ยังไม่มีบัญชี? สมัครสมาชิก', 'ลืมรหัสผ่าน?'): the brand's colour,
 * underlined, and a 44 px target around words that are shorter than a finger.
 */
export const inlineTextLink = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "2",
  color: "brand",
  fontWeight: "semibold",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  borderRadius: "md"
})
