import { useId } from "react"
import { LevelTiers } from "../../ui/player/level-tiers"
import { Modal } from "../../ui/modal"
import { css } from "../../../styled-system/css"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { playerTexts } from "../../ui/player/texts"

const heading = css({ fontSize: "xl", fontWeight: "bold", mb: "4", pr: "10" })
const panel = css({ maxHeight: "85dvh", overflowY: "auto", width: "min(560px, 100%)" })

/** The member tiers, opened from the balance card (UI-08, AMB-14: a dialog rather than a new route). */
const LevelsDialog = (props: {
  readonly open: boolean
  readonly currentLevel: number | null
  readonly onClose: () => void
}) => {
  const headingId = useId()
  return (
    <Modal open={props.open} labelledBy={headingId} onClose={props.onClose} className={panel}>
      <h2 id={headingId} className={heading}>
        {playerTexts.levels.title}
      </h2>
      <LevelTiers currentLevel={props.currentLevel} placeholderSrc={PLACEHOLDER_IMAGE} />
    </Modal>
  )
}

export default LevelsDialog
