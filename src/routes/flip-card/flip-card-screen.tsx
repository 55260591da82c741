import { useMemo } from "react"
import { css } from "../../../styled-system/css"
import { resultText } from "../../domain/wheel"
import {
  selectFlipCardBusy,
  selectFlipCardError,
  selectFlipCardLogs,
  selectFlipCardNotDone,
  selectFlipCardPicked,
  selectFlipCardPlay,
  selectFlipCardUnverified,
  selectFlipCardVerifying
} from "../../events/flip-card/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { Button } from "../../ui/button"
import { CardRow } from "../../ui/flip-card/card-row"
import { FlipLogList, FlipLogListLoading } from "../../ui/flip-card/flip-log-list"
import { flipCardTexts } from "../../ui/flip-card/texts"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { Skeleton } from "../../ui/skeleton"
import { usePageTitle } from "../use-page-title"
import { selectBalance, selectPoints } from "../../events/player/selectors"
import { PrizeWallet } from "../../ui/prize-wallet"

const loadFlipCard: PickCommand<void> = (commands) => commands.loadFlipCard
const verifyFlipCard: PickCommand<unknown> = (commands) => commands.verifyFlipCard
const dealAgain: PickCommand<void> = (commands) => commands.dealFlipCardsAgain
const pick =
  (index: number): PickCommand<unknown> =>
  (commands) =>
    commands.flipCard(index)

const stack = css({ display: "flex", flexDirection: "column", gap: "5" })
const centre = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2", textAlign: "center" })
const count = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums" })
const small = css({ fontSize: "sm", color: "muted" })
const alert = css({ color: "danger", fontSize: "sm" })
const result = css({ fontSize: "xl", fontWeight: "bold", minHeight: "1.6em" })

/** /auth/media/flip-card (ROUTE-20): the row of cards, today's plays, the result and the history. */
const FlipCardScreen = () => {
  usePageTitle(flipCardTexts.pageName)
  useScreenCommand(loadFlipCard)
  const run = useCommand()
  const balance = useAppSelector(selectBalance)
  const points = useAppSelector(selectPoints)
  const logs = useAppSelector(selectFlipCardLogs)
  const play = useAppSelector(selectFlipCardPlay)
  const picked = useAppSelector(selectFlipCardPicked)
  const busy = useAppSelector(selectFlipCardBusy)
  const verifying = useAppSelector(selectFlipCardVerifying)
  const unverified = useAppSelector(selectFlipCardUnverified)
  const notDone = useAppSelector(selectFlipCardNotDone)
  const error = useAppSelector(selectFlipCardError)
  const prize = useMemo(() => (play === null ? undefined : play.cards[play.cardIndex]), [play])

  if (logs._tag === "Failed")
    return (
      <PageSection title={flipCardTexts.pageName}>
        <LoadFailedNotice
          message={flipCardTexts.loadFailed}
          detail={logs.message}
          retryLabel={flipCardTexts.retry}
          onRetry={() => void run(loadFlipCard)}
        />
      </PageSection>
    )
  if (logs._tag !== "Loaded")
    // The page itself, its cards face down and not yet to be picked: today's chances and the
    // history follow in their places (#16). A returning player's frame is given the chances the
    // device kept for today, greyed until the fresh count (#30, src/first-paint/frame-fill.ts).
    return (
      <PageSection title={flipCardTexts.pageName}>
        <div aria-busy="true" className={stack}>
          <div className={centre}>
            <p className={small}>{flipCardTexts.intro}</p>
            <p className={count}>
              <Skeleton width="17em" height="1.6em" fill="flip-card-chances" />
            </p>
          </div>
          <PrizeWallet balance={balance} points={points} />
          <CardRow play={null} picked={null} disabled onPick={() => undefined} />
          <div className={centre}>
            <p className={result} />
            <p className={small}>{flipCardTexts.nextDay}</p>
          </div>
          <FlipLogListLoading />
        </div>
      </PageSection>
    )

  const { playsLeft, playsPerDay, plays } = logs.data
  return (
    <PageSection title={flipCardTexts.pageName}>
      <div className={stack}>
        <div className={centre}>
          <p className={small}>{flipCardTexts.intro}</p>
          <p className={count} aria-live="polite">
            {flipCardTexts.chances(playsLeft, playsPerDay)}
          </p>
        </div>
        <PrizeWallet balance={balance} points={points} />
        <CardRow
          play={play}
          picked={picked}
          disabled={busy || playsLeft === 0 || unverified}
          onPick={(index) => void run(pick(index))}
        />
        <div className={centre}>
          <p className={result} role="status" data-testid="flip-result">
            {prize === undefined ? (busy && !verifying ? flipCardTexts.opening : "") : resultText(prize)}
          </p>
          {verifying ? <p className={small}>{flipCardTexts.verifying}</p> : null}
          {unverified ? (
            <>
              <p className={alert}>{flipCardTexts.unverified}</p>
              <Button onClick={() => void run(verifyFlipCard)}>{flipCardTexts.verifyAgain}</Button>
            </>
          ) : null}
          {notDone || error !== null ? (
            <p role="alert" className={alert}>
              {notDone ? flipCardTexts.notDone : error}
            </p>
          ) : null}
          {play !== null && playsLeft > 0 ? (
            <Button variant="secondary" onClick={() => void run(dealAgain)}>
              {flipCardTexts.playAgain}
            </Button>
          ) : null}
          <p className={small}>{flipCardTexts.nextDay}</p>
        </div>
        <FlipLogList plays={plays} />
      </div>
    </PageSection>
  )
}

export default FlipCardScreen
