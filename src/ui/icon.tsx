import type { ReactNode } from "react"

/** Inline stroke icons (24×24 grid, currentColor). All are decorative: the caller labels the control. */
const PATHS = {
  heart: (
    <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
  ),
  play: <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />,
  pause: <path d="M8.5 5.5v13M15.5 5.5v13" />,
  back: <path d="M15 5l-7 7 7 7" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
    </>
  ),
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 2v8m-3-3 3 3 3-3" />
      <path d="M16 14h2" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 11V3m-3 3 3-3 3 3" />
      <path d="M16 14h2" />
    </>
  ),
  media: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  contact: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8m-8 3h5" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4H5v16h5" />
      <path d="M14 8l4 4-4 4m4-4H9" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>
  ),
  question: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  tools: <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.7-1.3a4 4 0 0 1-5-5L9 6 6 3 3 6l3 3 2.6-2.6" />,
  alert: (
    <>
      <path d="M12 3 2 20h20z" />
      <path d="M12 9v5m0 3h.01" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4m8-4v4" />
      <path d="m9 15 2 2 4-4" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2H4.5l1.5-2Z" />
      <path d="M10 21h4" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4h3l8 4.5V5.5L6 10H3Z" />
      <path d="M17.5 9a4 4 0 0 1 0 6M7 14.5l1.5 5h2.5l-1-4.2" />
    </>
  )
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export interface IconProps {
  readonly name: IconName
  readonly size?: number | undefined
  readonly className?: string | undefined
}

export interface IconFrameProps {
  /** Recorded as data-icon (tests and the look find an icon by its name). */
  readonly name: string
  readonly size?: number | undefined
  readonly className?: string | undefined
  readonly children: ReactNode
}

/** The 24×24 stroke frame every icon is drawn in. */
export const IconFrame = ({ name, size = 24, className, children }: IconFrameProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    data-icon={name}
    className={className}
  >
    {children}
  </svg>
)

export const Icon = ({ name, size, className }: IconProps) => (
  <IconFrame name={name} size={size} className={className}>
    {PATHS[name]}
  </IconFrame>
)
