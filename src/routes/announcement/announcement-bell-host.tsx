import { createPortal } from "react-dom"
import { selectUnreadAnnouncements } from "../../events/announcement/selectors"
import { type PickCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { AnnouncementBell } from "../../ui/announcement/announcement-bell"
import { LazyAnnouncementList } from "./lazy-announcement-list"
import { useAnnouncementList } from "./use-announcement-list"

const loadAnnouncements: PickCommand<void> = (commands) => commands.loadAnnouncements

/**
 * The player's bell 'ประกาศ' in the top bar (UI-19, OPEN-62): the player's news loads with the
 * player area (on every screen of it), and the bell opens their list.
 */
const AnnouncementBellHost = () => {
  useScreenCommand(loadAnnouncements)
  const unread = useAppSelector(selectUnreadAnnouncements)
  const list = useAnnouncementList()
  return (
    <>
      <AnnouncementBell unread={unread} expanded={list.open} onOpen={list.openList} />
      {/* Out of the top bar: its backdrop blur would hold a fixed dialog inside the bar. */}
      {createPortal(<LazyAnnouncementList {...list.listProps} />, document.body)}
    </>
  )
}

export default AnnouncementBellHost
