import { useId } from "react"
import { LevelTiers } from "../../ui/player/level-tiers"
import { Modal } from "../../ui/modal"
import { css } from "../../../styled-system/css"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { levelProgress } from "../../domain/level-progress"
import { selectUserLevel } from "../../events/account/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { LevelProgressPanel, type LevelProgressView } from "../../ui/account/level-progress-panel"
import { playerTexts } from "../../ui/player/texts"
import { remoteView } from "../remote-view"

const heading = css({ fontSize: "xl", fontWeight: "bold", mb: "4", pr: "10" })
const panel = css({ maxHeight: "85dvh", overflowY: "auto", width: "min(560px, 100%)" })
const progressSlot = css({ mb: "4" })

const loadUserLevel: PickCommand<void> = (commands) => commands.loadUserLevel

/**
 * The member tiers, opened from the balance card (UI-08, AMB-14: a dialog rather than a new route),
 * with the player's progress to the next tier (#14, API-25), read while the dialog is open.
 */
const LevelsDialog = (props: {
  readonly open: boolean
  readonly currentLevel: number | null
  readonly onClose: () => void
}) => {
  const headingId = useId()
  const run = useCommand()
  useScreenCommand(loadUserLevel)
  const levelData = useAppSelector(selectUserLevel)
  const view: LevelProgressView = remoteView(levelData, (data) => ({
    _tag: "Loaded",
    progress: levelProgress(data.level, data.deposits),
    criteria: data.criteria
  }))
  return (
    <Modal open={props.open} labelledBy={headingId} onClose={props.onClose} className={panel}>
      <h2 id={headingId} className={heading}>
        {playerTexts.levels.title}
      </h2>
      {props.currentLevel === null ? null : (
        <div className={progressSlot}>
          <LevelProgressPanel view={view} onRetry={() => void run(loadUserLevel)} />
        </div>
      )}
      <LevelTiers currentLevel={props.currentLevel} placeholderSrc={PLACEHOLDER_IMAGE} />
    </Modal>
  )
}

export default LevelsDialog
