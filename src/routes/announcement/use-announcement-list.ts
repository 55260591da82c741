import { useCallback, useState } from "react"
import { selectReadAnnouncements } from "../../events/announcement/selectors"
import { useAppSelector } from "../../runtime/react/app-context"

/** The ids read when the list opened (what is 'ใหม่' while it stays open); null while it is closed. */
export type ReadAtOpen = ReadonlyArray<number> | null

/** The list's open state for a host (the bell, the ticker): `openList` remembers what was read then. */
export const useAnnouncementList = () => {
  const read = useAppSelector(selectReadAnnouncements)
  const [readAtOpen, setReadAtOpen] = useState<ReadAtOpen>(null)
  const openList = useCallback(() => setReadAtOpen(read), [read])
  const closeList = useCallback(() => setReadAtOpen(null), [])
  return { open: readAtOpen !== null, openList, listProps: { readAtOpen, onClose: closeList } }
}
