import type { ReactNode } from "react"
import { Icon, IconFrame, type IconName } from "../icon"

// The icons only the player menu draws: they load with the menu (its first opening), not with
// every page as the shared set in ui/icon.tsx does.
const MENU_PATHS = {
  friends: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2" />
    </>
  ),
  refund: (
    <>
      <path d="M4 12a8 8 0 0 1 14-5.3L20 9" />
      <path d="M20 4v5h-5" />
      <path d="M20 12a8 8 0 0 1-14 5.3L4 15" />
      <path d="M12 9v6m-2-4.5h3a1.5 1.5 0 0 1 0 3h-2" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="9" width="17" height="12" rx="1.5" />
      <path d="M2.5 9h19M12 9v12M12 9C10 5 6.5 4.5 6.5 7S10 9 12 9Zm0 0c2-4 5.5-4.5 5.5-2S14 9 12 9Z" />
    </>
  ),
  wheel: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" />
    </>
  ),
  cards: (
    <>
      <rect x="3" y="6" width="10" height="14" rx="1.5" />
      <path d="M15 4.5l4.8 1.3c.8.2 1.3 1 1.1 1.8l-3 11.2" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
      <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3.5M8 21h8" />
    </>
  )
} satisfies Record<string, ReactNode>

export type MenuIconName = IconName | keyof typeof MENU_PATHS

const isMenuOnly = (name: MenuIconName): name is keyof typeof MENU_PATHS => name in MENU_PATHS

/** A player menu entry's icon: the menu's own, or one of the shared set. */
export const MenuIcon = (props: {
  readonly name: MenuIconName
  readonly size?: number
  readonly className?: string
}) => {
  const { name } = props
  return isMenuOnly(name) ? (
    <IconFrame name={name} size={props.size} className={props.className}>
      {MENU_PATHS[name]}
    </IconFrame>
  ) : (
    <Icon name={name} size={props.size} className={props.className} />
  )
}
