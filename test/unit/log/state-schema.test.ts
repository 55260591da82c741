// DESIGN-08 DESIGN-10: a log carries its starting state, so the state must survive encode → JSON → decode.
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { reduce, replay } from "../../../src/events/reducer"
import { RemoteData } from "../../../src/events/remote-data"
import { remoteData } from "../../../src/events/remote-data-schema"
import { initialState } from "../../../src/events/state"
import { AppStateSchema } from "../../../src/events/schemas"
import { otherEvents, populatedState, sessionLog } from "../events/sample-events"

const throughJson = (state: typeof initialState) =>
  Schema.decodeUnknownSync(AppStateSchema)(JSON.parse(JSON.stringify(Schema.encodeSync(AppStateSchema)(state))))

describe("the AppState schema", () => {
  it("DESIGN-10 decode(encode(state)) equals a populated state, every slice included", () => {
    const decoded = throughJson(populatedState)
    expect(decoded).toEqual(populatedState)
    expect(Object.keys(decoded).sort()).toEqual(Object.keys(initialState).sort())
  })

  it("DESIGN-10 the initial state and an expired one survive the round trip", () => {
    expect(throughJson(initialState)).toEqual(initialState)
    const expired = replay([...sessionLog, { _tag: "SessionTimeout" }])
    expect(expired.auth.session._tag).toBe("Expired")
    expect(throughJson(expired)).toEqual(expired)
  })

  it("DESIGN-08 decoded RemoteData values are the plain tagged objects the constructors build, and the reducer takes them on", () => {
    const decoded = throughJson(populatedState)
    expect(decoded.user.credit).toStrictEqual(populatedState.user.credit)
    expect(decoded.user.credit._tag).toBe("Loaded")
    expect(throughJson(initialState).global.operation).toStrictEqual(RemoteData.Idle())
    const failed = throughJson(
      replay([{ _tag: "OperationFailed", failure: { _tag: "ServerError", status: 500, message: "ล้มเหลว" } }])
    ).global.operation
    expect(failed).toStrictEqual(RemoteData.Failed({ message: "ล้มเหลว" }))
    // Going on from a decoded state gives what going on from the original gives.
    for (const event of otherEvents) expect(reduce(decoded, event)).toEqual(reduce(populatedState, event))
  })

  it("DESIGN-10 the profile keeps its wire name (points) when encoded", () => {
    const encoded = Schema.encodeSync(AppStateSchema)(populatedState)
    expect(JSON.stringify(encoded.user.profile)).toContain('"points":120')
  })

  it("remoteData refuses an unknown case and names it", () => {
    const result = Schema.decodeUnknownEither(remoteData(Schema.Number))({ _tag: "Stale" })
    expect(result._tag).toBe("Left")
  })
})
