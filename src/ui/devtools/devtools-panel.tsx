import { useEffect, useId, useRef, type ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"
import { Button } from "../button"
import { DevtoolsEventList, type DevtoolsEventRow } from "./devtools-event-list"
import { focusRing } from "../focus-ring"
import { roundIconButton } from "../icon-button-style"
import { Icon } from "../icon"
import { devtoolsTexts } from "./texts"

const panel = css({
  position: "fixed",
  left: "0",
  right: "0",
  bottom: "0",
  zIndex: 2147483000,
  display: "flex",
  flexDirection: "column",
  gap: "4",
  maxHeight: "50dvh",
  overflowY: "auto",
  padding: "4",
  paddingBottom: "calc(1rem + env(safe-area-inset-bottom))",
  bg: "dialog",
  color: "paper",
  fontFamily: "body",
  fontSize: "sm",
  lineHeight: "1.6",
  borderTop: "2px solid token(colors.brand)",
  boxShadow: "0 -12px 40px rgba(0, 0, 0, 0.6)",
  _focusVisible: { outline: "none" },
  md: {
    left: "auto",
    width: "440px",
    maxHeight: "85dvh",
    borderLeft: "2px solid token(colors.brand)",
    borderTopLeftRadius: "xl"
  }
})
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })
const title = css({ fontSize: "md", fontWeight: "bold" })
const hint = css({ color: "muted", fontSize: "xs" })
const block = css({ display: "flex", flexDirection: "column", gap: "2" })
const blockTitle = css({ fontSize: "sm", fontWeight: "bold", color: "brand" })
const row = css({ display: "flex", flexWrap: "wrap", gap: "2" })
const small = css({ minHeight: "40px", paddingX: "3", fontSize: "sm" })
const file = css({
  width: "100%",
  fontSize: "sm",
  color: "paper",
  "&::file-selector-button": {
    marginRight: "3",
    paddingX: "3",
    paddingY: "2",
    borderRadius: "lg",
    border: "none",
    bg: "surfaceRaised",
    color: "paper",
    cursor: "pointer"
  }
})
const error = css({
  padding: "2",
  borderRadius: "lg",
  bg: "#3a1d1d",
  color: "paper",
  borderLeft: "3px solid token(colors.danger)"
})
const detail = css({
  display: "block",
  marginTop: "1",
  fontFamily: "monospace",
  fontSize: "xs",
  overflowWrap: "anywhere"
})
const range = css({ width: "100%", accentColor: "var(--brand-colour, #FFCA00)", minHeight: "32px" })
const status = css({ minHeight: "1.6em", color: "muted" })

export interface DevtoolsReplayView {
  readonly step: number
  readonly total: number
  /** 'ขั้นที่ N/M: Tag' */
  readonly label: string
}

export interface DevtoolsPanelProps {
  readonly events: ReadonlyArray<DevtoolsEventRow>
  readonly totalEvents: number
  readonly onDownload: () => void
  readonly onCopy: () => void
  readonly exportStatus: string | null
  readonly onLoadFile: (file: File) => void
  /** A failed import: the Thai headline and the decoder's English message. */
  readonly loadError: string | null
  readonly loadInfo: string | null
  readonly replay: DevtoolsReplayView | null
  readonly onSeek: (step: number) => void
  readonly onClose: () => void
  readonly onTurnOff: () => void
}

const Block = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className={block}>
      <h3 id={id} className={blockTitle}>
        {label}
      </h3>
      {children}
    </section>
  )
}

/** The app's modals mark themselves aria-modal="true"; the panel itself is aria-modal="false". */
const appModalIsOpen = (): boolean => document.querySelector('[role="dialog"][aria-modal="true"]') !== null

/**
 * The developer panel: a non-modal dialog docked at the bottom (right on wide screens) so the app
 * stays visible above it while time travelling. Focus moves in when it opens and back when it
 * closes; Escape closes it.
 */
export const DevtoolsPanel = (props: DevtoolsPanelProps) => {
  const titleId = useId()
  const fileId = useId()
  const rangeId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(props.onClose)
  useEffect(() => {
    onCloseRef.current = props.onClose
  }, [props.onClose])

  useEffect(() => {
    const root = panelRef.current
    const previous = document.activeElement
    // A modal dialog of the app (the check-in popup) keeps its focus when the panel arrives after it.
    if (!appModalIsOpen()) root?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      // While a modal dialog of the app is open, Escape is the modal's: it sits above the panel.
      if (appModalIsOpen()) return
      const target = event.target
      // Here or on the page, Escape closes the panel.
      if (target instanceof Node && root !== null && (root.contains(target) || target === document.body)) {
        event.preventDefault()
        onCloseRef.current()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={panel}
      data-devtools-panel=""
    >
      <div className={head}>
        <div>
          <h2 id={titleId} className={title}>
            {devtoolsTexts.title}
          </h2>
          <p className={hint}>{devtoolsTexts.shortcutHint}</p>
        </div>
        <button
          type="button"
          aria-label={devtoolsTexts.close}
          onClick={props.onClose}
          className={cx(roundIconButton, focusRing)}
        >
          <Icon name="close" />
        </button>
      </div>

      <Block label={devtoolsTexts.loadTitle}>
        <label htmlFor={fileId} className={hint}>
          {devtoolsTexts.loadLabel}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          className={cx(file, focusRing)}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0]
            if (chosen !== undefined) props.onLoadFile(chosen)
            event.currentTarget.value = ""
          }}
        />
        {props.loadError === null ? null : (
          <p role="alert" className={error}>
            {devtoolsTexts.loadFailed}
            <span className={detail} lang="en">
              {props.loadError}
            </span>
          </p>
        )}
        {props.loadInfo === null ? null : <p className={hint}>{props.loadInfo}</p>}
        {props.replay === null ? null : (
          <>
            <label htmlFor={rangeId}>{devtoolsTexts.stepLabel}</label>
            <input
              id={rangeId}
              type="range"
              min={0}
              max={props.replay.total}
              step={1}
              value={props.replay.step}
              aria-valuetext={props.replay.label}
              onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
              className={cx(range, focusRing)}
            />
            <p aria-live="polite" data-replay-step={props.replay.step}>
              {props.replay.label}
            </p>
          </>
        )}
      </Block>

      <Block label={devtoolsTexts.exportTitle}>
        <div className={row}>
          <Button variant="secondary" className={small} onClick={props.onDownload}>
            {devtoolsTexts.download}
          </Button>
          <Button variant="secondary" className={small} onClick={props.onCopy}>
            {devtoolsTexts.copy}
          </Button>
          <Button variant="ghost" className={small} onClick={props.onTurnOff}>
            {devtoolsTexts.turnOff}
          </Button>
        </div>
        <p role="status" className={status}>
          {props.exportStatus ?? ""}
        </p>
      </Block>

      <Block label={devtoolsTexts.eventsTitle}>
        <DevtoolsEventList rows={props.events} total={props.totalEvents} />
      </Block>
    </div>
  )
}
