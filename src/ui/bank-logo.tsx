import { css } from "../../styled-system/css"
import { bankOfCode, type Bank } from "../domain/banks"

export interface BankLogoProps {
  /** The bank's code ("004"); an unknown code gets a neutral badge. */
  readonly code: string
  /** Pixels, square; 44 by default. */
  readonly size?: number
}

const UNKNOWN: Pick<Bank, "short" | "colour" | "textColour"> = {
  short: "BANK",
  colour: "#5b6472",
  textColour: "#ffffff"
}

/** A badge keeps its size in a row of text: a long account name never squeezes it (#29: one size per context). */
const badge = css({ flexShrink: 0 })

/**
 * A bank's badge: its colour and short name, drawn here (no logo file from a bank's host, which a
 * player's network or the CSP may block). Decorative: the bank's name is written beside it.
 */
export const BankLogo = ({ code, size = 44 }: BankLogoProps) => {
  const bank = bankOfCode(code) ?? UNKNOWN
  // Longer short names get a smaller font so that every badge reads at the same width.
  const fontSize = bank.short.length > 4 ? 10 : bank.short.length > 3 ? 11.5 : 13
  return (
    <svg
      className={badge}
      width={size}
      height={size}
      viewBox="0 0 44 44"
      aria-hidden="true"
      focusable="false"
      data-bank-code={code}
    >
      <rect width="44" height="44" rx="12" fill={bank.colour} />
      <text
        x="22"
        y="22"
        dy="0.35em"
        textAnchor="middle"
        fill={bank.textColour}
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {bank.short}
      </text>
    </svg>
  )
}
