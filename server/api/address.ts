import { Schema } from "effect"
import { addressFromDraft, firstAddressProblem, type AddressDraft } from "../../src/domain/address"
import { DeliveryAddress, type AddressInput } from "../../src/domain/address-schema"
import { addressEndpoints } from "../../src/services/address/endpoints"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import { MESSAGES } from "./messages"
import { deliveryAddressOf, keepDeliveryAddress } from "./address-memory"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The delivery address (issue #14, ENT-18, API-54, API-55): the player's one record, read with GET
// mine (`data: null` when none yet) and replaced with PATCH, which checks every rule of the form
// again with the same module (src/domain/address.ts) and answers the first broken one in Thai, with
// the field's name beside it. Place names are not checked against a dataset (it may lag behind).

const draftOf = (input: AddressInput): AddressDraft => ({
  ...input,
  village: input.village ?? "",
  road: input.road ?? ""
})

export const addressRoutes: ReadonlyArray<Route> = [
  route(addressEndpoints.myAddress, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return deliveryAddressOf(ctx.state, account.seed.username) ?? null
  }),
  route(
    addressEndpoints.saveAddress,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const draft = draftOf(ctx.body)
      const problem = firstAddressProblem(draft)
      if (problem !== null)
        return new HttpFailure(400, problem.message, undefined, { fields: { field: problem.field } })
      const address = addressFromDraft(draft)
      if (address === null) return new HttpFailure(400, MESSAGES.invalidBody)
      keepDeliveryAddress(ctx.state, account.seed.username, address)
      return address
    },
    // One Idempotency-Key per press (money.md): a PATCH is naturally idempotent, the key makes a
    // lost answer's repeat answer the same and keeps the writes alike.
    { idempotent: true }
  )
]

const AddressRequest = Schema.Struct({ username: Schema.String, address: Schema.NullOr(DeliveryAddress) })

export const addressDevActions: Readonly<Record<string, DevAction>> = {
  /** `POST /__dev/delivery-address {"username", "address"}`: a player's delivery address (null: none). */
  "delivery-address": decodedAction(AddressRequest, ({ username, address }, { state }) => {
    if (state.accountOf(username) === undefined) return INVALID
    keepDeliveryAddress(state, username, address)
  })
}
