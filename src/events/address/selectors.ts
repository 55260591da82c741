import type { DeliveryAddress } from "../../domain/address-schema"
import type { RemoteData } from "../remote-data"
import type { AppState } from "../state"
import { isWriteBusy } from "../once-only-write"
import type { AddressSave } from "./state"

/** ENT-18: the player's one address record (Loaded null: none saved yet). */
export const selectUserAddress = (state: AppState): RemoteData<DeliveryAddress | null> => state.userAddress.record
/** The save's write record (money.md): its phase, its pending key and address, its refusal's text. */
export const selectAddressSave = (state: AppState): AddressSave => state.userAddress.save
/** A save is on its way or its outcome is being read: another press sends nothing. */
export const selectAddressSaveBusy = (state: AppState): boolean => isWriteBusy(state.userAddress.save)
