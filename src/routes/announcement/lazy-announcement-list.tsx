import { lazy, Suspense } from "react"
import type { AnnouncementListHostProps } from "./announcement-list-host"

/** The list's code arrives with its first opening: the bell and the ticker cost the start little. */
const AnnouncementListHost = lazy(() => import("./announcement-list-host"))

export const LazyAnnouncementList = (props: AnnouncementListHostProps) =>
  props.readAtOpen === null ? null : (
    <Suspense fallback={null}>
      <AnnouncementListHost {...props} />
    </Suspense>
  )
