import { Schema } from "effect"
import { ChangePasswordRequest } from "../../domain/change-password-schema"
import { endpoint } from "../contract"

/** The password change (#14): API-24. */
export const passwordEndpoints = {
  /**
   * API-24: POST /api/auth/user/change-password/{uuid} `{ oldPassword, newPassword, confirmPassword }`
   * with an Idempotency-Key (an idempotent write: a resend with the same key gets the first answer).
   * A wrong old password is a 422 with 'รหัสผ่านเดิมไม่ถูกต้อง' (a refusal, never a 401: the session
   * stays); on success every other session of the player ends, this one stays. Data: null.
   */
  changePassword: endpoint({
    name: "changePassword",
    method: "POST",
    path: "/api/auth/user/change-password/:uuid",
    params: ["uuid"],
    body: ChangePasswordRequest,
    data: Schema.Null
  })
}
