import { useId } from "react"
import { css } from "../../../styled-system/css"
import type { NewsItem } from "../../domain/announcement-schema"
import { formatThaiDateTime } from "../../domain/thai-date"
import { Button } from "../button"
import { Modal } from "../modal"
import { Skeleton } from "../skeleton"
import { announcementTexts } from "./texts"

const panel = css({ maxWidth: "480px", textAlign: "left" })
const heading = css({ fontSize: "xl", fontWeight: "bold", paddingRight: "10" })
const lead = css({ color: "muted", fontSize: "sm", mb: "4" })
const list = css({ display: "grid", gap: "3", listStyle: "none", margin: "0", padding: "0" })
const item = css({ padding: "4", borderRadius: "xl", bg: "surfaceRaised" })
const itemNew = css({ borderLeft: "4px solid token(colors.brand)" })
const itemTitle = css({ fontSize: "md", fontWeight: "semibold", lineHeight: "1.5" })
const meta = css({ display: "flex", alignItems: "center", gap: "2", color: "muted", fontSize: "xs", mb: "1" })
const newBadge = css({
  paddingX: "2",
  borderRadius: "full",
  bg: "brand",
  color: "onBrand",
  fontWeight: "bold",
  lineHeight: "1.6"
})
// Plain text from the server: its line breaks kept, nothing read as markup (UI-19).
const body = css({ mt: "1", fontSize: "sm", whiteSpace: "pre-line", overflowWrap: "break-word" })
const centred = css({ textAlign: "center", paddingY: "6", display: "grid", gap: "3", justifyItems: "center" })

export type AnnouncementListView =
  | { readonly _tag: "Loaded"; readonly items: ReadonlyArray<NewsItem> }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loading" }

export interface AnnouncementListProps {
  readonly open: boolean
  readonly view: AnnouncementListView
  /** The ids that were unread when the list opened: marked 'ใหม่' while it stays open. */
  readonly fresh: ReadonlySet<number>
  readonly onRetry: () => void
  readonly onClose: () => void
}

const Body = ({ view, fresh, onRetry }: Pick<AnnouncementListProps, "view" | "fresh" | "onRetry">) => {
  switch (view._tag) {
    case "Loading":
      return (
        <div className={list} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height="5.5rem" />
          ))}
        </div>
      )
    case "Failed":
      return (
        <div className={centred} role="alert">
          <p>
            {announcementTexts.failed}: {view.message}
          </p>
          <Button onClick={onRetry}>{announcementTexts.retry}</Button>
        </div>
      )
    case "Loaded":
      if (view.items.length === 0) {
        return (
          <div className={centred}>
            <p>{announcementTexts.empty}</p>
            <p className={lead}>{announcementTexts.emptyHint}</p>
          </div>
        )
      }
      return (
        <ul className={list}>
          {view.items.map((news) => {
            const isNew = fresh.has(news.id)
            return (
              <li key={news.id} className={isNew ? `${item} ${itemNew}` : item} data-announcement={news.id}>
                <article>
                  <p className={meta}>
                    {isNew ? <span className={newBadge}>{announcementTexts.isNew}</span> : null}
                    <time dateTime={news.publishedAt}>{formatThaiDateTime(news.publishedAt)}</time>
                  </p>
                  <h3 className={itemTitle}>{news.title}</h3>
                  <p className={body}>{news.body}</p>
                </article>
              </li>
            )
          })}
        </ul>
      )
  }
}

/** The list of announcements, newest first, opened by the bell or the ticker (UI-19). */
export const AnnouncementList = ({ open, view, fresh, onRetry, onClose }: AnnouncementListProps) => {
  const titleId = useId()
  return (
    <Modal open={open} labelledBy={titleId} onClose={onClose} className={panel}>
      <h2 id={titleId} className={heading}>
        {announcementTexts.listTitle}
      </h2>
      <p className={lead}>{announcementTexts.listLead}</p>
      <Body view={view} fresh={fresh} onRetry={onRetry} />
    </Modal>
  )
}
