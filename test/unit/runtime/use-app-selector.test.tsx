// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react"
import { Effect } from "effect"
import { useEffect, useMemo, useRef, type ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DEFAULT_BRAND } from "../../../src/domain/brands"
import { GetCurrentUser, LoginFail } from "../../../src/events/session/events"
import { ConnectivityChanged, OnlineCountReceived } from "../../../src/events/site/events"
import { selectBalance, selectCredit } from "../../../src/events/player/selectors"
import { selectGameCategory } from "../../../src/events/games/selectors"
import { selectLoginError } from "../../../src/events/session/selectors"
import { selectOnline, selectOnlineCount } from "../../../src/events/site/selectors"
import { dataOf } from "../../../src/events/remote-data"
import type { AppState } from "../../../src/events/state"
import { CreditEvents } from "../../../src/events/player/events"
import { restoreSession } from "../../../src/runtime/commands/session"
import { AppProvider, useScreenCommand, type PickCommand, useAppSelector } from "../../../src/runtime/react/app-context"
import { commandEngine } from "../../../src/runtime/command-engine"
import { createAppHarness, type AppHarness } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { satang } from "../../../src/domain/money"

const brand = DEFAULT_BRAND

const harnesses: Array<AppHarness> = []
const newHarness = (...args: Parameters<typeof createAppHarness>) => {
  const harness = createAppHarness(...args)
  harnesses.push(harness)
  return harness
}

afterEach(async () => {
  cleanup()
  await Promise.all(harnesses.splice(0).map((harness) => harness.dispose()))
})

const Provider = ({ app, children }: { readonly app: AppHarness; readonly children: ReactNode }) => {
  const value = useMemo(() => ({ store: app.store, commands: commandEngine(app.runtime), brand }), [app])
  return <AppProvider value={value}>{children}</AppProvider>
}

type Group = "balance" | "credit" | "onlineCount" | "loginError" | "online" | "gameCategory"

const selectors: Record<Group, (state: AppState) => unknown> = {
  balance: selectBalance,
  credit: selectCredit,
  onlineCount: selectOnlineCount,
  loginError: selectLoginError,
  online: selectOnline,
  gameCategory: selectGameCategory
}
const groups: ReadonlyArray<Group> = ["balance", "credit", "onlineCount", "loginError", "online", "gameCategory"]

/** 50 probes, spread over the groups; each counts its renders in a ref. */
const probes = Array.from({ length: 50 }, (_, index) => {
  const group = groups[index % groups.length] ?? "balance"
  return { id: `${group}-${index}`, group }
})

const renders = new Map<string, number>()

const Probe = ({ id, group }: { readonly id: string; readonly group: Group }) => {
  const count = useRef(0)
  // An effect without dependencies runs once per committed render: the ref counts them.
  useEffect(() => {
    count.current += 1
    renders.set(id, count.current)
  })
  const value = useAppSelector(selectors[group])
  return <span data-testid={id}>{typeof value === "object" && value !== null ? "object" : String(value)}</span>
}

const rendersOf = (group: Group) =>
  probes.filter((probe) => probe.group === group).map((probe) => renders.get(probe.id))

describe("useAppSelector", () => {
  it("DESIGN-09 one CreditLoaded re-renders only the components that select credit", () => {
    renders.clear()
    const app = newHarness({
      events: [GetCurrentUser.make({ user: playerSession.user }), CreditEvents.make.loading({ requestId: 1 })]
    })
    render(
      <Provider app={app}>
        {probes.map((probe) => (
          <Probe key={probe.id} id={probe.id} group={probe.group} />
        ))}
      </Provider>
    )
    expect(renders.size).toBe(50)
    expect([...renders.values()].every((count) => count === 1)).toBe(true)

    act(() =>
      app.store.dispatch(CreditEvents.make.loaded({ requestId: 1 }, { balance: satang(77_700), balanceType: "M" }))
    )
    expect(rendersOf("balance").every((count) => count === 2)).toBe(true)
    expect(rendersOf("credit").every((count) => count === 2)).toBe(true)
    const unrelated: ReadonlyArray<Group> = ["onlineCount", "loginError", "online", "gameCategory"]
    for (const group of unrelated) {
      expect(
        rendersOf(group).every((count) => count === 1),
        group
      ).toBe(true)
    }
    expect(screen.getByTestId("balance-0").textContent).toBe("77700")
  })

  it("DESIGN-09 unrelated events (ConnectivityChanged to the same value, OnlineCountReceived) do not re-render credit components", () => {
    renders.clear()
    const app = newHarness()
    render(
      <Provider app={app}>
        {probes.map((probe) => (
          <Probe key={probe.id} id={probe.id} group={probe.group} />
        ))}
      </Provider>
    )
    act(() => app.store.dispatch(ConnectivityChanged.make({ online: true })))
    expect([...renders.values()].every((count) => count === 1)).toBe(true)

    act(() => app.store.dispatch(OnlineCountReceived.make({ count: 42 })))
    expect(rendersOf("onlineCount").every((count) => count === 2)).toBe(true)
    expect(rendersOf("balance").every((count) => count === 1)).toBe(true)
    expect(rendersOf("credit").every((count) => count === 1)).toBe(true)
    expect(rendersOf("loginError").every((count) => count === 1)).toBe(true)

    act(() => app.store.dispatch(LoginFail.make({ failure: { _tag: "ServerError", status: 400, message: "ผิด" } })))
    expect(rendersOf("loginError").every((count) => count === 2)).toBe(true)
    expect(rendersOf("credit").every((count) => count === 1)).toBe(true)
    expect(screen.getByTestId("loginError-3").textContent).toBe("ผิด")
  })
})

describe("useAppSelector's subscription", () => {
  // The parts a selector reads can change with the state it reads (a guest has no credit to read):
  // the subscription must grow with them, or the screen would miss the update.
  const GuardedBalance = () => {
    const balance = useAppSelector((state) =>
      state.auth.session._tag === "Authenticated" ? (dataOf(state.user.credit)?.balance ?? "…") : "guest"
    )
    return <p data-testid="guarded">{String(balance)}</p>
  }

  it("DESIGN-09 a selector that starts reading another part after an event still hears about that part", () => {
    const app = newHarness()
    render(
      <Provider app={app}>
        <GuardedBalance />
      </Provider>
    )
    expect(screen.getByTestId("guarded").textContent).toBe("guest")
    act(() => app.store.dispatch(GetCurrentUser.make({ user: playerSession.user })))
    expect(screen.getByTestId("guarded").textContent).toBe("…")
    act(() => app.store.dispatch(CreditEvents.make.loading({ requestId: 1 })))
    act(() =>
      app.store.dispatch(CreditEvents.make.loaded({ requestId: 1 }, { balance: satang(32_100), balanceType: "M" }))
    )
    expect(screen.getByTestId("guarded").textContent).toBe("32100")
  })
})

const Screen = ({ command }: { readonly command: PickCommand<unknown> | null }) => {
  useScreenCommand(command)
  return <p>screen</p>
}

describe("useScreenCommand", () => {
  it("DESIGN-06 HTTP-09 unmounting interrupts the running command", async () => {
    const app = newHarness()
    let started = false
    let interrupted = false
    const command = Effect.sync(() => (started = true)).pipe(
      Effect.zipRight(Effect.never),
      Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))
    )
    const view = render(
      <Provider app={app}>
        <Screen command={() => command} />
      </Provider>
    )
    await vi.waitFor(() => expect(started).toBe(true))
    expect(interrupted).toBe(false)
    view.unmount()
    await vi.waitFor(() => expect(interrupted).toBe(true))
  })

  it("DESIGN-06 HTTP-09 a screen's load interrupted by unmount appends no event after its start", async () => {
    let aborted = false
    const app = newHarness({
      storedSession: playerSession,
      checkIn: { list: Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (aborted = true)))) }
    })
    await app.runtime.runPromise(restoreSession)
    const view = render(
      <Provider app={app}>
        <Screen command={(commands) => commands.loadCheckIn} />
      </Provider>
    )
    await vi.waitFor(() => expect(app.tags()).toContain("CheckInListLoading"))
    view.unmount()
    await vi.waitFor(() => expect(aborted).toBe(true))
    expect(app.tags()).toEqual(["GetCurrentUser", "CheckInListLoading"])
    expect(app.store.getState().auth.session._tag).toBe("Authenticated")
  })

  it("DESIGN-06 a null command runs nothing", () => {
    const app = newHarness()
    render(
      <Provider app={app}>
        <Screen command={null} />
      </Provider>
    )
    expect(app.tags()).toEqual([])
  })
})
