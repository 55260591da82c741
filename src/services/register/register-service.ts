import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { BankNameAnswer, InviterAnswer, LookupAnswer, RegisterRequest } from "../../domain/register-schema"
import type { LoginResult } from "../../domain/user"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { registerEndpoints } from "./endpoints"

export interface RegisterServiceShape {
  /** POST /api/user/register with the press's Idempotency-Key (API-08): a session, as a login. */
  readonly register: (request: RegisterRequest, idempotencyKey: string) => Effect.Effect<LoginResult, ApiError>
  /** GET /api/user/checkPhone/{value} (API-09). */
  readonly checkPhone: (phone: string) => Effect.Effect<LookupAnswer, ApiError>
  /** GET /api/user/checkUsername/{value} (API-12). */
  readonly checkUsername: (username: string) => Effect.Effect<LookupAnswer, ApiError>
  /** POST /api/user/checkBankId/{bankId} `{ bankCode }` (API-10, OPEN-23). */
  readonly checkBankId: (bankCode: string, bankId: string) => Effect.Effect<LookupAnswer, ApiError>
  /** GET /api/user/inviter/{afCode} (API-11). */
  readonly inviter: (code: string) => Effect.Effect<InviterAnswer, ApiError>
  /** POST /api/bank/name `{ bankCode, bankId }` (API-13, OPEN-24). */
  readonly bankName: (bankCode: string, bankId: string) => Effect.Effect<BankNameAnswer, ApiError>
}

export class RegisterService extends Context.Tag("app/RegisterService")<RegisterService, RegisterServiceShape>() {
  static readonly layer = Layer.effect(
    RegisterService,
    Effect.map(ApiClient, (api) => ({
      register: (request, idempotencyKey) =>
        api.call(registerEndpoints.register, { params: {}, body: request, idempotencyKey }),
      checkPhone: (value) => api.call(registerEndpoints.checkPhone, { params: { value }, body: undefined }),
      checkUsername: (value) => api.call(registerEndpoints.checkUsername, { params: { value }, body: undefined }),
      checkBankId: (bankCode, bankId) =>
        api.call(registerEndpoints.checkBankId, { params: { bankId }, body: { bankCode } }),
      inviter: (afCode) => api.call(registerEndpoints.inviter, { params: { afCode }, body: undefined }),
      bankName: (bankCode, bankId) => api.call(registerEndpoints.bankName, { params: {}, body: { bankCode, bankId } })
    }))
  )

  static readonly Test = (impl: Partial<RegisterServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<RegisterServiceShape>("RegisterService", observe)
    return Layer.succeed(RegisterService, {
      register: method.fn("register", impl.register),
      checkPhone: method.fn("checkPhone", impl.checkPhone),
      checkUsername: method.fn("checkUsername", impl.checkUsername),
      checkBankId: method.fn("checkBankId", impl.checkBankId),
      inviter: method.fn("inviter", impl.inviter),
      bankName: method.fn("bankName", impl.bankName)
    })
  }
}
