import { Schema } from "effect"
import { DepositRecord, ReceivingAccount } from "../../domain/deposit-schema"
import { datasetEvents, noContext } from "../dataset-events"

/** GET /api/deposit: the operator's receiving accounts (public; #10 §1, AMB-36). */
export const DepositAccountsEvents = datasetEvents("DepositAccounts", Schema.Array(ReceivingAccount), noContext)
/** GET /api/auth/deposit/{uuid} (API-26): the player's deposits, newest first. */
export const DepositListEvents = datasetEvents("DepositList", Schema.Array(DepositRecord), noContext)

export const DepositEvent = Schema.Union(DepositAccountsEvents.events, DepositListEvents.events)
