import { css } from "../../../styled-system/css"
import type { FlipCardPlay } from "../../domain/flip-card-schema"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { prizeAmount } from "../prize-amount"
import { flipCardTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold", marginBottom: "2" })

const Heading = () => (
  <h2 id="flip-log-title" className={heading}>
    {flipCardTexts.historyTitle}
  </h2>
)

/** 'ประวัติการเปิดไพ่' (API-45), newest first: the picked card's prize. */
export const FlipLogList = ({ plays }: { readonly plays: ReadonlyArray<FlipCardPlay> }) => (
  <section aria-labelledby="flip-log-title">
    <Heading />
    <DatedRows
      testId="flip-log"
      empty={flipCardTexts.historyEmpty}
      rows={plays.map((play) => {
        const prize = play.cards[play.cardIndex]
        return {
          id: play.id,
          at: play.at,
          title: prize?.label ?? "-",
          datePrefix: flipCardTexts.historyCard(play.cardIndex + 1),
          ...(prize === undefined ? { amount: null } : prizeAmount(prize))
        }
      })}
    />
  </section>
)

/** The history's heading over grey rows while the plays load. */
export const FlipLogListLoading = () => (
  <section aria-labelledby="flip-log-title">
    <Heading />
    <DatedRowsLoading />
  </section>
)
