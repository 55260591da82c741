import { useVirtualizer } from "@tanstack/react-virtual"
import { useDeferredValue, useId, useMemo, useRef, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import type { AffiliateDownline, DownlineMember } from "../../domain/affiliate-schema"
import { formatInteger } from "../../domain/money"
import { formatThaiDate } from "../../domain/thai-date"
import { focusRing } from "../focus-ring"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { textInput } from "../text-input-style"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.downline

/** A row's height in CSS pixels: fixed, so the virtual list knows where every row is. */
const ROW_HEIGHT = 64

// The list scrolls inside its card: 1,000 downlines would push the rest of the page 64,000 px down.
const scroller = css({
  position: "relative",
  maxHeight: "min(26rem, 60vh)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  borderRadius: "xl",
  bg: "surface"
})
const list = css({ position: "relative", width: "100%", listStyle: "none", padding: "0", margin: "0" })
const item = css({ position: "absolute", top: "0", left: "0", width: "100%" })
const row = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  height: "100%",
  paddingX: "3",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "rgba(255, 255, 255, 0.08)"
})
const name = css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" })
const badge = css({
  flexShrink: "0",
  paddingX: "2",
  paddingY: "0.5",
  borderRadius: "full",
  fontSize: "sm",
  whiteSpace: "nowrap"
})
const activeBadge = css({ bg: "rgba(74, 222, 128, 0.14)", color: "success" })
const inactiveBadge = css({ bg: "surfaceRaised", color: "muted" })
const count = css({ fontWeight: "semibold" })

export type DownlineView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly downline: AffiliateDownline }

const DownlineRow = ({ member }: { readonly member: DownlineMember }) => (
  <div className={row} data-downline="">
    <span className={css({ display: "flex", flexDirection: "column", minWidth: "0" })}>
      <span className={name}>{member.username}</span>
      <span className={s.note}>{t.joined(formatThaiDate(member.joinedAt))}</span>
    </span>
    <span className={cx(badge, member.active ? activeBadge : inactiveBadge)}>
      {member.active ? t.active : t.inactive}
    </span>
  </div>
)

/** Only the rows near the card's viewport are in the DOM, so 1,000 scroll smoothly. */
const VirtualRows = ({ members }: { readonly members: ReadonlyArray<DownlineMember> }) => {
  const scrollRef = useRef<HTMLDivElement>(null)
  // The virtualizer is read during this render only (nothing memoized holds it), as the compiler asks.
  // eslint-disable-next-line react-hooks/incompatible-library -- see the line above
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8
  })
  return (
    <div ref={scrollRef} className={cx(scroller, focusRing)} tabIndex={0} role="region" aria-label={t.listLabel}>
      <ul className={list} style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const member = members[virtual.index]
          if (member === undefined) return null
          return (
            <li
              key={member.ref}
              className={item}
              aria-setsize={members.length}
              aria-posinset={virtual.index + 1}
              style={{ transform: `translateY(${virtual.start}px)`, height: `${ROW_HEIGHT}px` }}
            >
              <DownlineRow member={member} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

const Members = ({ downline }: { readonly downline: AffiliateDownline }) => {
  const searchId = useId()
  const [query, setQuery] = useState("")
  // Typing stays quick: the filter of 1,000 follows a step behind the keys.
  const deferred = useDeferredValue(query.trim().toLowerCase())
  const shown = useMemo(
    () =>
      deferred === "" ? downline.members : downline.members.filter((m) => m.username.toLowerCase().includes(deferred)),
    [downline.members, deferred]
  )
  if (downline.members.length === 0) {
    return (
      <div>
        <p>{t.empty}</p>
        <p className={s.note}>{t.emptyHint}</p>
      </div>
    )
  }
  return (
    <>
      <p className={count} data-downline-count="">
        {t.count(formatInteger(downline.total), formatInteger(downline.active))}
      </p>
      <div>
        <label htmlFor={searchId} className={s.label}>
          {t.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={textInput}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {deferred !== "" ? (
        <p role="status" className={s.note}>
          {shown.length === 0 ? t.noMatch : t.found(formatInteger(shown.length))}
        </p>
      ) : null}
      {shown.length > 0 ? <VirtualRows members={shown} /> : null}
    </>
  )
}

/** The downline (#12): how many, how many active, a search, and the masked list, newest first. */
export const DownlineList = ({ view, onRetry }: { readonly view: DownlineView; readonly onRetry: () => void }) => (
  <section className={s.block} aria-labelledby="affiliate-downline-title" style={{ gridArea: "downline" }}>
    <h2 id="affiliate-downline-title" className={s.heading}>
      {t.title}
    </h2>
    {view._tag === "Failed" ? (
      <LoadFailedNotice message={t.failed} detail={view.message} retryLabel={affiliateTexts.retry} onRetry={onRetry} />
    ) : view._tag === "Loading" ? (
      <div aria-busy="true" className={s.skeletonStack}>
        <Skeleton height="1.4rem" width="14rem" />
        <Skeleton height="48px" />
        <Skeleton height="64px" />
        <Skeleton height="64px" />
        <Skeleton height="64px" />
      </div>
    ) : (
      <Members downline={view.downline} />
    )}
  </section>
)
