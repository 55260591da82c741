// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState, type ReactNode } from "react"
import { MemoryRouter, Route, Routes, useNavigate } from "react-router-dom"
import { afterEach, describe, expect, it } from "vitest"
import { useRouteFocus } from "../../../src/routes/use-route-focus"

// The route change's focus (#15, UI-01): the new page's h1 gets it, even when it arrives after its
// lazy screen, but never by taking it from where something else has put it meanwhile.

afterEach(cleanup)

/**
 * Outside the routes: a skip link, a button that was pressed, a dialog's button, and the moves.
 * The tests press with fireEvent, which moves no focus: where it is stays the test's choice.
 */
const Frame = ({ children }: { readonly children: ReactNode }) => {
  useRouteFocus()
  const navigate = useNavigate()
  return (
    <>
      <a href="#main">skip</a>
      <button type="button">pressed</button>
      <div aria-modal="true" role="dialog">
        <button type="button">close</button>
      </div>
      {["/second", "/late"].map((path) => (
        <button key={path} type="button" onClick={() => navigate(path)}>
          {`go ${path}`}
        </button>
      ))}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}

/** A screen whose h1 comes later, as a lazy screen's does. */
const LateScreen = () => {
  const [shown, setShown] = useState(false)
  return shown ? (
    <h1>late page</h1>
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      show
    </button>
  )
}

const go = (path: string) => fireEvent.click(screen.getByRole("button", { name: `go ${path}` }))
/** Shows the late h1, then lets the mutation observers (microtasks) run. */
const showHeading = async () => {
  fireEvent.click(screen.getByRole("button", { name: "show" }))
  await Promise.resolve()
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={["/first"]}>
      <Frame>
        <Routes>
          <Route path="/first" element={<h1>first page</h1>} />
          <Route path="/second" element={<h1>second page</h1>} />
          <Route path="/late" element={<LateScreen />} />
        </Routes>
      </Frame>
    </MemoryRouter>
  )

const focusedText = (): string | null => document.activeElement?.textContent ?? null

describe("useRouteFocus (#15)", () => {
  it("#15 UI-01 the first load keeps the browser's focus; a route change focuses the new h1", () => {
    renderApp()
    expect(document.activeElement).toBe(document.body)
    go("/second")
    expect(focusedText()).toBe("second page")
  })

  it("#15 an h1 that arrives after its screen gets the focus, when the focus was left where the press put it", async () => {
    renderApp()
    screen.getByRole("button", { name: "pressed" }).focus()
    go("/late")
    expect(focusedText()).toBe("pressed")
    await showHeading()
    expect(focusedText()).toBe("late page")
  })

  it("#15 a player who moved to the skip link or into the page before the h1 came keeps the focus there", async () => {
    renderApp()
    go("/late")
    screen.getByRole("link", { name: "skip" }).focus()
    await showHeading()
    expect(focusedText()).toBe("skip")
    go("/second")
    go("/late")
    document.getElementById("main")?.focus()
    await showHeading()
    expect(document.activeElement?.id).toBe("main")
  })

  it("#15 a dialog that took the focus while the h1 was on its way keeps it", async () => {
    renderApp()
    go("/late")
    screen.getByRole("button", { name: "close" }).focus()
    await showHeading()
    expect(focusedText()).toBe("close")
  })
})

/** A screen that draws its h1 anew (a new element) when asked, as a re-mounted part of a screen does. */
const RemountingScreen = () => {
  const [version, setVersion] = useState(0)
  return (
    <>
      <h1 key={version}>remounting page</h1>
      <button type="button" onClick={() => setVersion((v) => v + 1)}>
        remount
      </button>
    </>
  )
}

const renderRemounting = () =>
  render(
    <MemoryRouter initialEntries={["/first"]}>
      <Frame>
        <Routes>
          <Route path="/first" element={<h1>first page</h1>} />
          <Route path="/second" element={<RemountingScreen />} />
        </Routes>
      </Frame>
    </MemoryRouter>
  )

describe("useRouteFocus when the focused h1 is replaced (#15)", () => {
  it("#15 UI-01 the focus follows to the new h1 instead of falling to the page's body", async () => {
    renderRemounting()
    go("/second")
    const first = document.activeElement
    expect(focusedText()).toBe("remounting page")
    fireEvent.click(screen.getByRole("button", { name: "remount" }))
    await Promise.resolve()
    expect(document.activeElement).not.toBe(first)
    expect(document.activeElement?.tagName).toBe("H1")
    expect(focusedText()).toBe("remounting page")
  })

  it("#15 a player who moved the focus on after the h1 got it keeps it through a re-mount", async () => {
    renderRemounting()
    go("/second")
    screen.getByRole("link", { name: "skip" }).focus()
    fireEvent.click(screen.getByRole("button", { name: "remount" }))
    await Promise.resolve()
    expect(focusedText()).toBe("skip")
  })
})
