import { DeliveryAddress as DeliveryAddressSchema, type DeliveryAddress } from "../../src/domain/address-schema"
import { DEMO_ADDRESSES } from "../../src/domain/demo/address"
import { areaMemory } from "../area-memory"
import { ByName } from "../store/codecs"
import type { ServerState } from "../state"

// The players' delivery addresses (issue #14, ENT-18): one record per player, kept by username,
// started afresh from the demo data (src/domain/demo/address.ts: demo and gold have one) at every
// reset. The rewards read it (a goods reward needs an address: 412 without one).

export const addressMemory = areaMemory((): Map<string, DeliveryAddress> => new Map(Object.entries(DEMO_ADDRESSES)), {
  name: "address",
  schema: ByName(DeliveryAddressSchema)
})

/** The player's delivery address, if they have one. */
export const deliveryAddressOf = (state: ServerState, username: string): DeliveryAddress | undefined =>
  addressMemory.of(state).get(username)

/** Keeps the player's one address (a second save replaces the first); null forgets it. */
export const keepDeliveryAddress = (state: ServerState, username: string, address: DeliveryAddress | null): void => {
  const addresses = addressMemory.of(state)
  if (address === null) addresses.delete(username)
  else addresses.set(username, address)
}
