// The wire format of the account's level data (#14, API-25); the rules about it are in level-progress.ts.
import { Schema } from "effect"
import { Criteria } from "./level-schema"
import { MoneyFromBaht } from "./money-schema"

/**
 * GET /api/auth/user/level/{uuid}: the player's level and the deposits that count towards the next
 * tier, summed over `criteria`'s period (this Bangkok month, or all time) by the reference API. The
 * amounts to reach each tier are the client's static tier table (LEVEL-13), not part of the answer.
 */
export const LevelData = Schema.Struct({
  level: Schema.Number,
  criteria: Criteria,
  deposits: MoneyFromBaht
})
export type LevelData = typeof LevelData.Type
