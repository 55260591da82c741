// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react"
import { useSyncExternalStore } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

// The check-in popup waits while a new player's welcome toast is on its way or on screen (#29):
// `welcomeAfter` holds from the press, shows the toast once the outcome is known, and lets go when
// sonner says the toast has gone (its own timer, a dismissal) or could not show it.

interface ShownToast {
  readonly message: string
  readonly onAutoClose: () => void
  readonly onDismiss: () => void
}

const shown: Array<ShownToast> = []
let sonnerLoads = true

vi.mock("../../../src/routes/sonner-loader", () => ({
  loadSonner: () =>
    sonnerLoads
      ? Promise.resolve({
          toast: {
            success: (message: string, options: { onAutoClose: () => void; onDismiss: () => void }) => {
              shown.push({ message, ...options })
              return shown.length
            }
          }
        })
      : Promise.reject(new Error("offline"))
}))

const { welcomeAfter } = await import("../../../src/routes/register/welcome")
const { welcomeHold } = await import("../../../src/routes/welcome-hold")

/** What the check-in host reads. */
const useWelcomeShowing = () => useSyncExternalStore(welcomeHold.subscribe, welcomeHold.held, () => false)

/** Lets the promises the hold waits on settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

beforeEach(() => {
  shown.length = 0
  sonnerLoads = true
})
afterEach(cleanup)

describe("the check-in popup waits for the welcome toast (#29)", () => {
  it("holds from the press, shows the welcome, and lets go when the toast closes by itself", async () => {
    const { result } = renderHook(() => useWelcomeShowing())
    expect(result.current).toBe(false)
    let answer: (message: string | null) => void = () => undefined
    act(() => welcomeAfter(new Promise((resolve) => (answer = resolve))))
    // The registration is still on its way: the layout may already have decided on the popup.
    expect(result.current).toBe(true)
    answer("ยินดีต้อนรับ somsak01 สมัครสมาชิกสำเร็จ")
    await settle()
    expect(shown.map((toast) => toast.message)).toEqual(["ยินดีต้อนรับ somsak01 สมัครสมาชิกสำเร็จ"])
    expect(result.current).toBe(true)
    act(() => shown[0]?.onAutoClose())
    expect(result.current).toBe(false)
    // sonner may say both (closed, then dismissed): one press lets go once.
    act(() => shown[0]?.onDismiss())
    expect(result.current).toBe(false)
  })

  it("lets go when the player dismisses the toast", async () => {
    const { result } = renderHook(() => useWelcomeShowing())
    act(() => welcomeAfter(Promise.resolve("ยินดีต้อนรับ")))
    await settle()
    expect(result.current).toBe(true)
    act(() => shown[0]?.onDismiss())
    expect(result.current).toBe(false)
  })

  it("lets go at once when there is no welcome: a registration refused, or a press that failed", async () => {
    const { result } = renderHook(() => useWelcomeShowing())
    act(() => welcomeAfter(Promise.resolve(null)))
    act(() => welcomeAfter(Promise.reject(new Error("defect"))))
    await settle()
    expect(shown).toEqual([])
    expect(result.current).toBe(false)
  })

  it("lets go when the toast cannot be shown (sonner did not load: offline)", async () => {
    sonnerLoads = false
    const { result } = renderHook(() => useWelcomeShowing())
    act(() => welcomeAfter(Promise.resolve("ยินดีต้อนรับ")))
    await settle()
    expect(result.current).toBe(false)
  })

  it("waits for every welcome on screen", async () => {
    const { result } = renderHook(() => useWelcomeShowing())
    act(() => {
      welcomeAfter(Promise.resolve("หนึ่ง"))
      welcomeAfter(Promise.resolve("สอง"))
    })
    await settle()
    act(() => shown[0]?.onAutoClose())
    expect(result.current).toBe(true)
    act(() => shown[1]?.onAutoClose())
    expect(result.current).toBe(false)
  })
})
