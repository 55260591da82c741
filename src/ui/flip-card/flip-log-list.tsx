import { css } from "../../../styled-system/css"
import type { FlipCardPlay } from "../../domain/flip-card-schema"
import { DatedRows } from "../dated-rows"
import { prizeAmount } from "../prize-amount"
import { flipCardTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold", marginBottom: "2" })

/** 'ประวัติการเปิดไพ่' (API-45), newest first: the picked card's prize. */
export const FlipLogList = ({ plays }: { readonly plays: ReadonlyArray<FlipCardPlay> }) => (
  <section aria-labelledby="flip-log-title">
    <h2 id="flip-log-title" className={heading}>
      {flipCardTexts.historyTitle}
    </h2>
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
