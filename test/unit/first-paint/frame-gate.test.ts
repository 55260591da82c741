// #30: a player screen's prerendered frame is shown only to a returning player: its gate, inline in
// the page's head, marks the document for anyone else before the body is parsed.
import { describe, expect, it } from "vitest"
import { FRAME_FONTS_ATTRIBUTE, FRAME_HIDDEN_ATTRIBUTE } from "../../../src/first-paint/frame-attributes"
import { PLAYER_FRAME_GATE_SCRIPT } from "../../../src/first-paint/frame-gate"

/** Runs the gate's source against a storage holding `items` (or one that throws), as the page would. */
const runGate = (items: Readonly<Record<string, string>> | "throws"): boolean =>
  gateAttributes(items).has(FRAME_HIDDEN_ATTRIBUTE)

/** The attributes the gate puts on <html>. */
const gateAttributes = (items: Readonly<Record<string, string>> | "throws"): ReadonlySet<string> => {
  const attributes = new Set<string>()
  const localStorage = {
    getItem: (key: string): string | null => {
      if (items === "throws") throw new Error("storage is disabled")
      return items[key] ?? null
    }
  }
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } }
  new Function("window", "document", PLAYER_FRAME_GATE_SCRIPT)({ localStorage }, document)
  return attributes
}

describe("the player frame's gate (#30)", () => {
  it("#30 leaves the frame to a player with a stored session and a snapshot (AUTH-03)", () => {
    expect(runGate({ token: "t", user: "{}", "shell.snapshot": "{}" })).toBe(false)
    expect(runGate({ user: "{}", "shell.snapshot": "{}" })).toBe(false)
    // It shows once the page's font is there (the fill removes the mark): no line moves then.
    expect([...gateAttributes({ token: "t", user: "{}", "shell.snapshot": "{}" })]).toEqual([FRAME_FONTS_ATTRIBUTE])
    expect(gateAttributes({})).not.toContain(FRAME_FONTS_ATTRIBUTE)
  })

  it("#30 hides the frame from a guest, a player without a snapshot and a browser without storage (ROUTE-02)", () => {
    expect(runGate({})).toBe(true)
    expect(runGate({ "shell.snapshot": "{}" })).toBe(true)
    expect(runGate({ token: "t", user: "{}" })).toBe(true)
    expect(runGate("throws")).toBe(true)
  })
})
