import { useMemo } from "react"
import { tickerItems } from "../../domain/announcement"
import { selectDismissedTicker, selectNews } from "../../events/announcement/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { AnnouncementTicker } from "../../ui/announcement/announcement-ticker"
import { TickerSlot } from "../../ui/announcement/ticker-slot"
import { LazyAnnouncementList } from "./lazy-announcement-list"
import { useAnnouncementList } from "./use-announcement-list"

const loadAnnouncements: PickCommand<void> = (commands) => commands.loadAnnouncements

export interface AnnouncementTickerHostProps {
  /** The home page loads the guests' news itself; in the player area the layout's bell does. */
  readonly loadsNews: boolean
}

/**
 * The ticker of the newest announcements (UI-19, OPEN-62): the home page for guests, the dashboard
 * for players. Its slot is kept while the news loads, so nothing below it jumps; dismissed, it stays
 * away on this device until something newer is published.
 */
const AnnouncementTickerHost = ({ loadsNews }: AnnouncementTickerHostProps) => {
  useScreenCommand(loadsNews ? loadAnnouncements : null)
  const run = useCommand()
  const news = useAppSelector(selectNews)
  const dismissed = useAppSelector(selectDismissedTicker)
  const list = useAnnouncementList()
  const items = useMemo(() => (news._tag === "Loaded" ? tickerItems(news.data, dismissed) : []), [news, dismissed])
  if (news._tag === "Idle" || news._tag === "Loading") return <TickerSlot />
  const newest = items[0]
  return (
    <>
      {newest === undefined ? null : (
        <AnnouncementTicker
          items={items}
          onOpen={list.openList}
          onDismiss={() => void run((commands) => commands.dismissAnnouncementTicker(newest.id))}
        />
      )}
      <LazyAnnouncementList {...list.listProps} />
    </>
  )
}

export default AnnouncementTickerHost
