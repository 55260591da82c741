export interface LineMarkProps {
  readonly size?: number
  /** The colour of the letters: the green of what the bubble sits on. */
  readonly letterColour?: string
}

/**
 * The LINE mark players know (a white speech bubble with "LINE" in it), drawn here so that no
 * external host is asked for it. Decorative: the control it sits in carries the name.
 */
export const LineMark = ({ size = 32, letterColour = "#06C755" }: LineMarkProps) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="5 6 38 38"
    width={size}
    height={size}
    aria-hidden="true"
    focusable="false"
    data-icon="line"
  >
    <path
      fill="#fff"
      d="M24 8C13.5 8 5 14.8 5 23.2c0 7.5 6.7 13.8 15.7 15 .6.1 1.4.4 1.7.9.2.5.1 1.2.1 1.7l-.3 1.6c-.1.5-.4 1.9 1.6 1 2-.8 10.9-6.4 14.9-11C41.4 29.5 43 26.5 43 23.2 43 14.8 34.5 8 24 8Z"
    />
    <g fill={letterColour} transform="translate(-1.9 -0.6)">
      <path d="M11.5 19h2.4v6.7h4.4v2.3h-6.8z" />
      <path d="M19.8 19h2.4v9h-2.4z" />
      <path d="M24.1 19h2.3l3.9 5.3V19h2.4v9h-2.3l-3.9-5.3V28h-2.4z" />
      <path d="M34.2 19h6.4v2.2h-4v1.2h4v2.2h-4v1.2h4V28h-6.4z" />
    </g>
  </svg>
)
