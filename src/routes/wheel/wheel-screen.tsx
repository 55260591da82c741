import { useEffect } from "react"
import { css } from "../../../styled-system/css"
import {
  selectWheelBusy,
  selectWheelError,
  selectWheelLog,
  selectWheelNotDone,
  selectWheelSegments,
  selectWheelSpin,
  selectWheelToday,
  selectWheelUnverified,
  selectWheelVerifying
} from "../../events/wheel/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { SpinPanel, SpinPanelSkeleton, type SpinStatus } from "../../ui/wheel/spin-panel"
import { wheelTexts } from "../../ui/wheel/texts"
import { WheelDisc, WheelDiscSkeleton } from "../../ui/wheel/wheel-disc"
import { WheelLogList, type WheelLogView } from "../../ui/wheel/wheel-log-list"
import { WheelResultDialog } from "../../ui/wheel/wheel-result-dialog"
import { remoteView } from "../remote-view"
import { usePageTitle } from "../use-page-title"
import { selectBalance, selectPoints } from "../../events/player/selectors"
import { PrizeWallet } from "../../ui/prize-wallet"
import { useWheelTurn } from "./use-wheel-turn"
import { useHeldWhile } from "../use-held-while"

const loadWheel: PickCommand<void> = (commands) => commands.loadWheel
const spinWheel: PickCommand<unknown> = (commands) => commands.spinWheel
const verifyWheelSpin: PickCommand<unknown> = (commands) => commands.verifyWheelSpin
const closeWheelResult: PickCommand<void> = (commands) => commands.closeWheelResult
const leaveWheel: PickCommand<void> = (commands) => commands.leaveWheel

const layout = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" },
  alignItems: "start"
})
const stage = css({ display: "flex", flexDirection: "column", gap: "5", paddingTop: "2" })

/** /auth/media/wheel (ROUTE-18): the wheel, today's spins, the prize dialog and the history. */
const WheelScreen = () => {
  usePageTitle(wheelTexts.pageName)
  useScreenCommand(loadWheel)
  const run = useCommand()
  const balance = useAppSelector(selectBalance)
  const points = useAppSelector(selectPoints)
  // STORE-05: leaving the screen resets the wheel (unless a spin is still open: leaveWheel keeps it).
  useEffect(() => () => void run(leaveWheel), [run])
  const segments = useAppSelector(selectWheelSegments)
  const today = useAppSelector(selectWheelToday)
  const log = useAppSelector(selectWheelLog)
  const spin = useAppSelector(selectWheelSpin)
  const busy = useAppSelector(selectWheelBusy)
  const verifying = useAppSelector(selectWheelVerifying)
  const unverified = useAppSelector(selectWheelUnverified)
  const notDone = useAppSelector(selectWheelNotDone)
  const error = useAppSelector(selectWheelError)
  const turn = useWheelTurn(spin, segments.length)
  // The prize shows in the balance or the points once the wheel has stopped on it, not before.
  const shownBalance = useHeldWhile(balance, turn.turning)
  const shownPoints = useHeldWhile(points, turn.turning)

  const status: SpinStatus = verifying
    ? "verifying"
    : unverified
      ? "unverified"
      : busy || turn.turning
        ? "spinning"
        : "ready"
  const logView: WheelLogView = remoteView(log, (spins) => ({ _tag: "Loaded", spins }))

  return (
    <PageSection title={wheelTexts.pageName}>
      <div className={layout}>
        {today._tag === "Loaded" && segments.length > 0 ? (
          <div className={stage}>
            <PrizeWallet balance={shownBalance} points={shownPoints} />
            <WheelDisc segments={segments} rotation={turn.rotation} onStopped={turn.onStopped} />
            <SpinPanel
              spinsLeft={today.data.spinsLeft}
              spinsPerDay={today.data.spinsPerDay}
              status={status}
              message={notDone ? wheelTexts.notDone : error}
              onSpin={() => void run(spinWheel)}
              onVerify={() => void run(verifyWheelSpin)}
            />
          </div>
        ) : today._tag === "Failed" ? (
          <LoadFailedNotice
            message={wheelTexts.boardFailed}
            detail={today.message}
            retryLabel={wheelTexts.retry}
            onRetry={() => void run(loadWheel)}
          />
        ) : (
          // The stage itself with grey disc and button: the history below stays where it is (#16).
          <div aria-busy="true" className={stage}>
            <PrizeWallet balance={shownBalance} points={shownPoints} />
            <WheelDiscSkeleton />
            <SpinPanelSkeleton />
          </div>
        )}
        <WheelLogList view={logView} onRetry={() => void run(loadWheel)} />
      </div>
      <WheelResultDialog spin={turn.landed ? spin : null} onClose={() => void run(closeWheelResult)} />
    </PageSection>
  )
}

export default WheelScreen
