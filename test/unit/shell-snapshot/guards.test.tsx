// @vitest-environment jsdom
import { act, screen } from "@testing-library/react"
import { Route, Routes } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { RequireGuest } from "../../../src/routes/session/require-guest"
import { RequirePlayer } from "../../../src/routes/session/require-player"
import { player } from "../events/fixtures"
import { renderScreen } from "../../support/render-screen"
import { snapshotOf } from "./fixtures"

// #16: while a returning player's session is read, the guards let the player's area render from
// the snapshot; if no session is found, the player goes to /login.

const tree = (
  <Routes>
    <Route path="/auth" element={<RequirePlayer />}>
      <Route path="dashboard" element={<p>แดชบอร์ด</p>} />
    </Route>
    <Route element={<RequireGuest />}>
      <Route path="/login" element={<p>หน้าเข้าสู่ระบบ</p>} />
    </Route>
  </Routes>
)

const restored = { _tag: "ShellSnapshotRestored", snapshot: snapshotOf() } as const

describe("the guards with a shell snapshot (#16, ROUTE-02, ROUTE-25)", () => {
  it("render the player's page while the session is read, and keep it when the session is the player's", () => {
    const { harness } = renderScreen(tree, { events: [restored] }, { route: "/auth/dashboard" })
    expect(screen.getByText("แดชบอร์ด")).toBeTruthy()
    act(() => harness.store.dispatch({ _tag: "GetCurrentUser", user: player }))
    expect(screen.getByText("แดชบอร์ด")).toBeTruthy()
  })

  it("send the visitor to /login once no stored session is found", () => {
    const { harness } = renderScreen(tree, { events: [restored] }, { route: "/auth/dashboard" })
    act(() => harness.store.dispatch({ _tag: "NoCurrentUser" }))
    expect(screen.queryByText("แดชบอร์ด")).toBeNull()
    expect(screen.getByText("หน้าเข้าสู่ระบบ")).toBeTruthy()
  })

  it("send a guest without a snapshot to /login at once (ROUTE-02)", () => {
    renderScreen(tree, { events: [{ _tag: "NoCurrentUser" }] }, { route: "/auth/dashboard" })
    expect(screen.getByText("หน้าเข้าสู่ระบบ")).toBeTruthy()
  })

  it("keep a returning player off /login while the session is read (ROUTE-25)", () => {
    renderScreen(tree, { events: [restored] }, { route: "/login" })
    expect(screen.queryByText("หน้าเข้าสู่ระบบ")).toBeNull()
  })
})
