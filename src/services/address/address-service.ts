import { Context, Effect, Layer } from "effect"
import type { DeliveryAddress } from "../../domain/address-schema"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The address's contract rows, loaded with its first call (they are no part of the start). */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.addressEndpoints))

export interface AddressServiceShape {
  /** GET /api/auth/address/mine (API-54): the player's address, null when none yet. Cancellable. */
  readonly mine: Effect.Effect<DeliveryAddress | null, ApiError>
  /** PATCH /api/auth/address (API-55) with the press's Idempotency-Key: the address as stored. */
  readonly save: (address: DeliveryAddress, idempotencyKey: string) => Effect.Effect<DeliveryAddress, ApiError>
}

export class AddressService extends Context.Tag("app/AddressService")<AddressService, AddressServiceShape>() {
  static readonly layer = Layer.effect(
    AddressService,
    Effect.map(ApiClient, (api) => ({
      mine: Effect.flatMap(endpoints, (rows) => api.call(rows.myAddress, { params: {}, body: undefined })),
      save: (address, idempotencyKey) =>
        Effect.flatMap(endpoints, (rows) => api.call(rows.saveAddress, { params: {}, body: address, idempotencyKey }))
    }))
  )

  static readonly Test = (impl: Partial<AddressServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<AddressServiceShape>("AddressService", observe)
    return Layer.succeed(AddressService, {
      mine: method.effect("mine", impl.mine),
      save: method.fn("save", impl.save)
    })
  }
}
