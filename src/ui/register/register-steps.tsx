import { css, cx } from "../../../styled-system/css"
import { registerTexts } from "./texts"

// Where the player is in the two steps (UI-14): an ordered list, the current step marked for
// assistive technology with aria-current="step".

const list = css({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: "2",
  listStyle: "none",
  padding: "0",
  margin: "0"
})
const item = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontSize: "sm",
  color: "muted",
  paddingBottom: "2",
  borderBottomWidth: "3px",
  borderBottomStyle: "solid",
  borderBottomColor: "surfaceRaised"
})
const current = css({ color: "paper", fontWeight: "semibold", borderBottomColor: "brand" })
const done = css({ borderBottomColor: "brand" })
const number = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "28px",
  height: "28px",
  borderRadius: "full",
  bg: "surfaceRaised",
  color: "paper",
  fontWeight: "bold",
  flexShrink: 0
})
const numberCurrent = css({ bg: "brand", color: "onBrand" })

export const RegisterSteps = ({ step }: { readonly step: 1 | 2 }) => {
  const names = [registerTexts.steps.account, registerTexts.steps.bank]
  return (
    <ol aria-label={registerTexts.steps.label} className={list}>
      {names.map((name, index) => {
        const n = index + 1
        return (
          <li
            key={name}
            aria-current={n === step ? "step" : undefined}
            className={cx(item, n === step ? current : n < step ? done : undefined)}
          >
            <span className={cx(number, n === step ? numberCurrent : undefined)} aria-hidden="true">
              {n}
            </span>
            <span>{name}</span>
          </li>
        )
      })}
    </ol>
  )
}
