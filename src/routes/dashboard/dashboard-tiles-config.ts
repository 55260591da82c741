import type { DashboardTile } from "../../ui/dashboard/dashboard-tiles"
import { paths } from "../paths"
import { useConfigurationImage } from "../use-configuration-image"
import { selectGameCategory } from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { dashboardTexts } from "../../ui/dashboard/texts"

const tileIcon = (name: string) => `/assets/tiles/${name}.svg`

/** The dashboard tiles and their targets (UI-05..UI-07); the two game tiles take configuration images. */
export const useDashboardTiles = (): ReadonlyArray<DashboardTile> => {
  const huay = useConfigurationImage("home.dashboard.huay")
  const allGame = useConfigurationImage("home.dashboard.allGame")
  const category = useAppSelector(selectGameCategory)
  const t = dashboardTexts.tiles
  return [
    { key: "huay", href: paths.auth.gameCategory("lotto"), title: t.huay, imageUrl: huay },
    { key: "allGame", href: paths.auth.gameCategory(category), title: t.allGame, imageUrl: allGame },
    { key: "deposit", href: paths.auth.deposit, title: t.deposit, imageUrl: tileIcon("deposit") },
    { key: "withdraw", href: paths.auth.withdraw, title: t.withdraw, imageUrl: tileIcon("withdraw") },
    { key: "ranking", href: paths.auth.ranking, title: t.ranking, imageUrl: tileIcon("ranking") },
    { key: "media", href: paths.auth.media, title: t.media, imageUrl: tileIcon("media") },
    { key: "wheel", href: paths.auth.wheel, title: t.wheel, imageUrl: tileIcon("wheel") },
    { key: "movie", href: paths.auth.movie, title: t.movie, imageUrl: tileIcon("movie") },
    { key: "flipCard", href: paths.auth.flipCard, title: t.flipCard, imageUrl: tileIcon("flip-card") },
    {
      key: "mediaPromotion",
      href: paths.auth.mediaPromotion,
      title: t.mediaPromotion,
      imageUrl: tileIcon("promotion")
    },
    { key: "contact", href: paths.auth.contact, title: t.contact, imageUrl: tileIcon("contact") }
  ]
}
