import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from "react"
import type { DevtoolsRootProps } from "./devtools-root"

// The developer panel's switch, the only devtools code every player downloads. The panel itself
// (devtools-root.tsx) is a separate chunk, imported only once a developer asks for it: by
// ?devtools=1 (remembered for the tab in sessionStorage; ?devtools=0 forgets it) or Ctrl+Shift+L
// (⌘+Shift+L on a Mac). Players who do neither never see it nor download it.

export const DEVTOOLS_STORAGE_KEY = "member-site:devtools"

const Nothing = () => null
const DevtoolsRoot = lazy((): Promise<{ default: ComponentType<DevtoolsRootProps> }> =>
  import("./devtools-root").catch((error: unknown) => {
    console.error("developer panel failed to load", error)
    return { default: Nothing }
  })
)

const remember = (enabled: boolean) => {
  try {
    if (enabled) sessionStorage.setItem(DEVTOOLS_STORAGE_KEY, "1")
    else sessionStorage.removeItem(DEVTOOLS_STORAGE_KEY)
  } catch {
    // Storage disabled: the choice lasts until the page reloads.
  }
}

const remembered = (): boolean => {
  try {
    return sessionStorage.getItem(DEVTOOLS_STORAGE_KEY) === "1"
  } catch {
    return false
  }
}

interface GateState {
  readonly enabled: boolean
  readonly open: boolean
}

const OFF: GateState = { enabled: false, open: false }

// The gate's state lives outside React (one per page), read with useSyncExternalStore so a
// prerendered page hydrates with the panel off and the browser's choice applies right after.
let current: GateState | null = null
const listeners = new Set<() => void>()

const fromLocation = (): GateState => {
  const param = new URLSearchParams(window.location.search).get("devtools")
  if (param === "0") remember(false)
  if (param === "1") remember(true)
  const enabled = param === "1" || (param !== "0" && remembered())
  return { enabled, open: enabled }
}

const getSnapshot = (): GateState => (current ??= fromLocation())
const getServerSnapshot = (): GateState => OFF
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const update = (next: GateState) => {
  current = next
  remember(next.enabled)
  for (const listener of listeners) listener()
}

const isShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === "KeyL"

const setOpen = (open: boolean) => update({ enabled: true, open })
const turnOff = () => update(OFF)

export const DevtoolsGate = () => {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      const now = getSnapshot()
      setOpen(now.enabled ? !now.open : true)
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [])

  if (!state.enabled) return null
  return (
    <Suspense fallback={null}>
      <DevtoolsRoot open={state.open} onOpenChange={setOpen} onTurnOff={turnOff} />
    </Suspense>
  )
}
