import { css } from "../../../styled-system/css"
import { levelDisplayName, levelTier } from "../../domain/levels"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  paddingX: "2",
  paddingY: "0.5",
  borderRadius: "full",
  bg: "rgba(255, 255, 255, 0.06)",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  // Its whole name, always: a narrow column gives way around it instead (#15).
  flexShrink: 0,
  minWidth: "max-content"
})

/** A player's level by its display name (levelDisplayName, in its tier's colour) with its emblem. */
export const LevelBadge = ({ level }: { readonly level: number }) => {
  const tier = levelTier(level)
  return (
    <span className={badge} style={tier === undefined ? undefined : { color: tier.COLOR }} data-level-name="">
      {tier === undefined ? null : (
        <ImageWithFallback placeholderSrc={PLACEHOLDER_IMAGE} src={tier.IMG} alt="" width={14} height={14} />
      )}
      {levelDisplayName(level)}
    </span>
  )
}
