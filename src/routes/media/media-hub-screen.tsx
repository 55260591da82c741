import { css } from "../../../styled-system/css"
import { HubCards, type HubCard } from "../../ui/media/hub-cards"
import { mediaTexts } from "../../ui/media/texts"
import { PageSection } from "../../ui/page-section"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"

const t = mediaTexts.hub
const ART = "/assets/media/"

const CARDS: ReadonlyArray<HubCard> = [
  { to: paths.auth.wheel, image: `${ART}wheel.svg`, ...t.cards.wheel },
  { to: paths.auth.flipCard, image: `${ART}flip-card.svg`, ...t.cards.flipCard },
  { to: paths.auth.movie, image: `${ART}movie.svg`, ...t.cards.movie },
  { to: paths.auth.mediaPromotion, image: `${ART}promotion.svg`, ...t.cards.promotion }
]

const SPORTS: ReadonlyArray<HubCard> = [
  { to: paths.liveScore, image: `${ART}live-score.svg`, ...t.sports.liveScore },
  { to: paths.score, image: `${ART}score.svg`, ...t.sports.score }
]

const intro = css({ color: "muted", fontSize: "md" })
const subheading = css({ fontSize: "lg", fontWeight: "bold" })

/** /auth/media (ROUTE-17, OPEN-64): the wheel, the flip card, movies and promotions; the sports pages. */
const MediaHubScreen = () => {
  usePageTitle(t.pageName)
  return (
    <PageSection title={t.pageName}>
      <p className={intro}>{t.intro}</p>
      <HubCards cards={CARDS} label={t.cardsLabel} />
      <h2 className={subheading}>{t.sportsTitle}</h2>
      <HubCards cards={SPORTS} label={t.sportsTitle} />
    </PageSection>
  )
}

export default MediaHubScreen
