import { css, cx } from "../../../styled-system/css"
import { passwordStrength } from "../../domain/register"
import { registerTexts } from "./texts"

// Registration's strength hint under a new password: three bars and a word, once something is typed.

const meter = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "muted" })
const bars = css({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "1", flex: "1", maxWidth: "160px" })
const bar = css({ height: "6px", borderRadius: "full" })
const barOff = css({ bg: "surfaceRaised" })
const barColour = { weak: css({ bg: "danger" }), fair: css({ bg: "brand" }), strong: css({ bg: "success" }) } as const
const LEVEL = { weak: 1, fair: 2, strong: 3 } as const

export const PasswordStrength = ({ value }: { readonly value: string }) => {
  if (value === "") return null
  const strength = passwordStrength(value)
  return (
    <div className={meter}>
      <span>{registerTexts.strength.label}</span>
      <span className={bars} aria-hidden="true">
        {[1, 2, 3].map((level) => (
          <span key={level} className={cx(bar, level <= LEVEL[strength] ? barColour[strength] : barOff)} />
        ))}
      </span>
      <span>{registerTexts.strength[strength]}</span>
    </div>
  )
}
