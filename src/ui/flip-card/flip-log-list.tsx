import type { FlipCardPlay } from "../../domain/flip-card-schema"
import { formatThaiDateTime } from "../../domain/thai-date"
import { PrizeAmount } from "../prize-amount"
import { historyStyles } from "../prize-history-style"
import { flipCardTexts } from "./texts"

/** 'ประวัติการเปิดไพ่' (API-45), newest first: the picked card's prize. */
export const FlipLogList = ({ plays }: { readonly plays: ReadonlyArray<FlipCardPlay> }) => (
  <section aria-labelledby="flip-log-title">
    <h2 id="flip-log-title" className={historyStyles.heading}>
      {flipCardTexts.historyTitle}
    </h2>
    {plays.length === 0 ? (
      <p className={historyStyles.small}>{flipCardTexts.historyEmpty}</p>
    ) : (
      <ul className={historyStyles.list} data-testid="flip-log">
        {plays.map((play) => {
          const prize = play.cards[play.cardIndex]
          return (
            <li key={play.id} className={historyStyles.row}>
              <div className={historyStyles.left}>
                <span>{prize?.label ?? "-"}</span>
                <span className={historyStyles.small}>
                  {flipCardTexts.historyCard(play.cardIndex + 1)} · {formatThaiDateTime(play.at)}
                </span>
              </div>
              {prize === undefined ? null : <PrizeAmount prize={prize} />}
            </li>
          )
        })}
      </ul>
    )}
  </section>
)
