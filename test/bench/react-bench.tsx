// How many store subscribers are told, how many selectors run and how many components re-render
// for one credit update, with ~50 subscribed components rendered by react-dom (into jsdom): ours
// through useAppSelector, the original's through react-redux's useSelector.
import { useLayoutEffect, type ReactNode } from "react"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import { Provider, useSelector } from "react-redux"
import { DEFAULT_BRAND } from "../../src/domain/brands"
import { satang } from "../../src/domain/money"
import type { AppEvent } from "../../src/events/schemas"
import type { AppState } from "../../src/events/state"
import { scriptedServices } from "../../src/runtime/scripted-services"
import { makeAppRuntime } from "../../src/runtime/app-runtime"
import { commandEngine } from "../../src/runtime/command-engine"
import { createEventStore, type EventStore } from "../../src/runtime/event-store"
import { AppProvider, useAppSelector } from "../../src/runtime/react/app-context"
import { eventStream } from "./event-mix"
import { createRtkStore, toAction, type RtkState } from "./rtk-model"

export interface RenderFigure {
  /** Calls of listeners registered on the store itself. */
  readonly storeListeners: number
  /** Selector runs (the hooks' change checks, plus any run during rendering). */
  readonly selectorRuns: number
  /** Components that rendered and committed again. */
  readonly rerendered: number
  readonly components: number
}

/** The session up to its first loaded balance: a logged-in player with credit on screen. */
const sessionWithCredit = (): {
  readonly prefix: ReadonlyArray<AppEvent>
  readonly update: ReadonlyArray<AppEvent>
} => {
  const prefix: Array<AppEvent> = []
  for (const event of eventStream(200)) {
    prefix.push(event)
    if (event._tag === "CreditLoaded") break
  }
  const requestId = 1_000_000
  return {
    prefix,
    update: [
      { _tag: "CreditLoading", requestId },
      { _tag: "CreditLoaded", requestId, data: { balance: satang(234_550), balanceType: "M" } }
    ]
  }
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

interface Counters {
  listeners: number
  selectors: number
  commits: number
}

const counting =
  <S,>(select: (state: S) => unknown, counters: Counters) =>
  (state: S) => {
    counters.selectors += 1
    return select(state)
  }

const show = (value: unknown): string => (typeof value === "object" && value !== null ? "[object]" : String(value))

const OurProbe = ({
  select,
  onCommit
}: {
  readonly select: (state: AppState) => unknown
  readonly onCommit: () => void
}) => {
  const value = useAppSelector(select)
  useLayoutEffect(() => {
    onCommit()
  })
  return <span>{show(value)}</span>
}

const TheirProbe = ({
  select,
  onCommit
}: {
  readonly select: (state: RtkState) => unknown
  readonly onCommit: () => void
}) => {
  const value = useSelector(select)
  useLayoutEffect(() => {
    onCommit()
  })
  return <span>{show(value)}</span>
}

/** Renders the tree, applies the events, and counts what the last one (the new balance) caused. */
const measure = async (
  tree: (counters: Counters) => ReactNode,
  apply: (event: AppEvent) => void
): Promise<Omit<RenderFigure, "components">> => {
  const { prefix, update } = sessionWithCredit()
  prefix.forEach(apply)
  const counters: Counters = { listeners: 0, selectors: 0, commits: 0 }
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  try {
    flushSync(() => root.render(tree(counters)))
    await settle()
    const [request, answer] = update
    if (request === undefined || answer === undefined) throw new Error("no credit update")
    apply(request)
    await settle()
    counters.listeners = 0
    counters.selectors = 0
    counters.commits = 0
    apply(answer)
    await settle()
    await settle()
    return { storeListeners: counters.listeners, selectorRuns: counters.selectors, rerendered: counters.commits }
  } finally {
    root.unmount()
    container.remove()
  }
}

export const oursRenders = async (selectors: ReadonlyArray<(state: AppState) => unknown>): Promise<RenderFigure> => {
  const brand = DEFAULT_BRAND
  const store = createEventStore()
  const runtime = makeAppRuntime(scriptedServices({}), store)
  try {
    const figure = await measure((counters) => {
      const countingStore: EventStore = {
        ...store,
        subscribe: (listener) =>
          store.subscribe(() => {
            counters.listeners += 1
            listener()
          }),
        watch: (listener, slices) =>
          store.watch(() => {
            counters.listeners += 1
            listener()
          }, slices)
      }
      return (
        <AppProvider value={{ store: countingStore, commands: commandEngine(runtime), brand }}>
          {selectors.map((select, index) => (
            <OurProbe
              key={index}
              select={counting(select, counters)}
              onCommit={() => {
                counters.commits += 1
              }}
            />
          ))}
        </AppProvider>
      )
    }, store.dispatch)
    return { ...figure, components: selectors.length }
  } finally {
    await runtime.dispose()
  }
}

export const theirsRenders = async (selectors: ReadonlyArray<(state: RtkState) => unknown>): Promise<RenderFigure> => {
  const store = createRtkStore()
  const figure = await measure(
    (counters) => {
      const countingStore: typeof store = {
        ...store,
        subscribe: (listener) =>
          store.subscribe(() => {
            counters.listeners += 1
            listener()
          })
      }
      return (
        <Provider store={countingStore}>
          {selectors.map((select, index) => (
            <TheirProbe
              key={index}
              select={counting(select, counters)}
              onCommit={() => {
                counters.commits += 1
              }}
            />
          ))}
        </Provider>
      )
    },
    (event) => void store.dispatch(toAction(event))
  )
  return { ...figure, components: selectors.length }
}
