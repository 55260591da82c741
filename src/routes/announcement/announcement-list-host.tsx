import { useEffect, useMemo } from "react"
import { selectNews, selectReadAnnouncements } from "../../events/announcement/selectors"
import { type PickCommand, useCommand, useAppSelector } from "../../runtime/react/app-context"
import { AnnouncementList } from "../../ui/announcement/announcement-list"
import { remoteView } from "../remote-view"
import type { ReadAtOpen } from "./use-announcement-list"

const loadAnnouncements: PickCommand<void> = (commands) => commands.loadAnnouncements

export interface AnnouncementListHostProps {
  readonly readAtOpen: ReadAtOpen
  readonly onClose: () => void
}

/**
 * The list of announcements, opened by the bell or the ticker (UI-19). Every item it shows is read
 * (on this device, for good); the ones unread when it opened stay marked 'ใหม่' while it is open.
 */
const AnnouncementListHost = ({ readAtOpen, onClose }: AnnouncementListHostProps) => {
  const run = useCommand()
  const news = useAppSelector(selectNews)
  const read = useAppSelector(selectReadAnnouncements)
  const open = readAtOpen !== null
  const items = news._tag === "Loaded" ? news.data : null

  // Shown is read: items that arrive while the list is open are read as they appear.
  useEffect(() => {
    if (!open || items === null) return
    const unread = items.filter((item) => !read.includes(item.id)).map((item) => item.id)
    if (unread.length > 0) void run((commands) => commands.markAnnouncementsRead(unread))
  }, [open, items, read, run])

  const fresh = useMemo(
    () => new Set((items ?? []).filter((item) => !(readAtOpen ?? []).includes(item.id)).map((item) => item.id)),
    [items, readAtOpen]
  )
  const view = useMemo(() => remoteView(news, (data) => ({ _tag: "Loaded" as const, items: data })), [news])
  return (
    <AnnouncementList
      open={open}
      view={view}
      fresh={fresh}
      onRetry={() => void run(loadAnnouncements)}
      onClose={onClose}
    />
  )
}

export default AnnouncementListHost
