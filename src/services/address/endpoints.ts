import { AddressInput, DeliveryAddress, MyAddress } from "../../domain/address-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The delivery address (issue #14, ENT-18: one record per player, fields OPEN-14). */
export const addressEndpoints = {
  /** API-54: the player's address; `data: null` when none is saved yet (not a 404: "none" is an answer). */
  myAddress: endpoint({
    name: "myAddress",
    method: "GET",
    path: "/api/auth/address/mine",
    params: NoParams,
    body: NoBody,
    data: MyAddress
  }),
  /** API-55: body = the address object; answers the address as stored, which replaces the record. */
  saveAddress: endpoint({
    name: "saveAddress",
    method: "PATCH",
    path: "/api/auth/address",
    params: NoParams,
    body: AddressInput,
    data: DeliveryAddress
  })
}
