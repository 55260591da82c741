import { css, cx } from "../../../styled-system/css"
import { distinctLevelTiers } from "../../domain/levels"
import { ImageWithFallback } from "../image-with-fallback"
import { playerTexts } from "./texts"

const list = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  listStyle: "none",
  margin: "0",
  padding: "0",
  textAlign: "left"
})
const tier = css({
  display: "flex",
  gap: "4",
  alignItems: "flex-start",
  padding: "4",
  borderRadius: "xl",
  bg: "rgba(36, 36, 43, 0.92)",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "transparent",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6"
})
const current = css({ borderColor: "brand", bg: "rgba(48, 44, 24, 0.95)" })
const disabled = css({ opacity: 0.6, filter: "grayscale(0.7)" })
const badge = css({ width: "64px", height: "64px", flexShrink: 0, objectFit: "contain" })
const body = css({ display: "flex", flexDirection: "column", gap: "1", minWidth: "0" })
const nameRow = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })
const name = css({ fontSize: "lg", fontWeight: "bold" })
const tag = css({ fontSize: "xs", paddingX: "2", borderRadius: "full", fontWeight: "semibold", lineHeight: "1.8" })
const currentTag = css({ bg: "brand", color: "onBrand" })
const disabledTag = css({
  bg: "surfaceRaised",
  color: "paper",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "muted"
})
const lines = css({ listStyle: "disc", paddingLeft: "5", margin: "0", fontSize: "md", color: "paper" })

export interface LevelTiersProps {
  /** The player's level value; null for guests. Disabled tiers are never highlighted (LEVEL-11). */
  readonly currentLevel: number | null
  readonly placeholderSrc: string
}

/** Every member tier, VIP once (#14), with its badge, coloured name and description (UI-08, LEVEL-11). */
export const LevelTiers = ({ currentLevel, placeholderSrc }: LevelTiersProps) => (
  <ul className={list} aria-label={playerTexts.levels.title}>
    {distinctLevelTiers().map((entry) => {
      const isCurrent = !entry.DISABLED && entry.ID === currentLevel
      return (
        <li
          key={entry.ID}
          aria-disabled={entry.DISABLED ? "true" : undefined}
          aria-current={isCurrent ? "true" : undefined}
          data-level={entry.ID}
          className={cx(tier, isCurrent && current, entry.DISABLED && disabled)}
        >
          <ImageWithFallback
            src={entry.IMG}
            placeholderSrc={placeholderSrc}
            alt={playerTexts.levels.badgeAlt(entry.LABEL)}
            width={64}
            height={64}
            loading="lazy"
            className={badge}
          />
          <div className={body}>
            <div className={nameRow}>
              <h3 className={name} style={{ color: entry.COLOR }}>
                {entry.LABEL}
              </h3>
              {isCurrent && <span className={cx(tag, currentTag)}>{playerTexts.levels.current}</span>}
              {entry.DISABLED && <span className={cx(tag, disabledTag)}>{playerTexts.levels.disabled}</span>}
            </div>
            <ul className={lines}>
              {entry.DESCRIPTION.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        </li>
      )
    })}
  </ul>
)
