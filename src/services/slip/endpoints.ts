import { Schema } from "effect"
import { SlipConfirmed, SlipDeposited, SlipReference, SlipRequest, VerifiedSlip } from "../../domain/slip-schema"
import { endpoint, NoBody, NoParams, UploadedFile } from "../contract"

/** The deposit by slip (issue #10 §2; ERR-14; OPEN-35..OPEN-37). */
export const slipEndpoints = {
  /**
   * OPEN-35: multipart/form-data with one file field `slip` (JPEG, PNG or WebP, at most 10 MB);
   * answers with the bank's record of the transfer the slip's QR names, masked.
   */
  verify: endpoint({
    name: "slipVerify",
    method: "POST",
    path: "/api/auth/slip/verify",
    params: NoParams,
    bodyType: "multipart",
    body: Schema.Struct({ slip: UploadedFile }),
    data: VerifiedSlip
  }),
  /** OPEN-36: `{ transRef }`; the slip is still unused and is held for this player. */
  confirm: endpoint({
    name: "slipConfirm",
    method: "POST",
    path: "/api/auth/slip/confirm",
    params: NoParams,
    body: SlipReference,
    data: SlipConfirmed
  }),
  /** OPEN-37: `{ transRef }`, an idempotent write (money.md): credits the amount once. */
  requestDeposit: endpoint({
    name: "slipRequestDeposit",
    method: "POST",
    path: "/api/auth/slip/request-deposit",
    params: NoParams,
    body: SlipReference,
    data: SlipDeposited
  }),
  /** The player's slip requests, newest first. */
  myRequests: endpoint({
    name: "slipMyRequests",
    method: "GET",
    path: "/api/auth/slip/my/request",
    params: NoParams,
    body: NoBody,
    data: Schema.Array(SlipRequest)
  })
}
