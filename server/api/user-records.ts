import type { CurrentUser, UserProfile } from "../../src/domain/user"
import type { AccountState } from "../state"

// The two views of an account the contract sends: the login's user record and the profile.

export const currentUserOf = ({ seed }: AccountState): CurrentUser => ({
  name: seed.name,
  phone: seed.phone,
  level: seed.level,
  user_pass: { username: seed.username },
  user_bank: { bankName: seed.bankName, bankId: seed.bankId },
  user_credit: { point: seed.point },
  profile: { uuid: seed.uuid }
})

export const profileOf = ({ seed }: AccountState): UserProfile => ({
  uuid: seed.uuid,
  user_pass: { username: seed.username },
  user_bank: { uuid: seed.bankUuid, bankId: seed.bankId, bankName: seed.bankName },
  user_address: null,
  user_credit: { point: seed.point, level: seed.level }
})
