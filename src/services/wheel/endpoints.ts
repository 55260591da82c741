import { WheelBoard, WheelReward, WheelSpin, WheelUuidBody } from "../../domain/wheel-schema"
import { Schema } from "effect"
import { endpoint, NoBody, NoParams } from "../contract"

/** The prize wheel (API-41..API-43); the reward and the log carry the player's uuid in the body (OPEN-41). */
export const wheelEndpoints = {
  wheel: endpoint({
    name: "wheel",
    method: "GET",
    path: "/api/auth/wheel",
    params: NoParams,
    body: NoBody,
    data: WheelBoard
  }),
  /** A spin: the server draws the segment and pays it; sent with an Idempotency-Key (money.md). */
  wheelReward: endpoint({
    name: "wheelReward",
    method: "POST",
    path: "/api/auth/wheel/reward",
    params: NoParams,
    body: WheelUuidBody,
    data: WheelReward
  }),
  /** The player's spins, newest first. */
  wheelLog: endpoint({
    name: "wheelLog",
    method: "POST",
    path: "/api/auth/wheel/log",
    params: NoParams,
    body: WheelUuidBody,
    data: Schema.Array(WheelSpin)
  })
}
