import type { ApiError } from "./errors"

/** What a player reads for each failure: what happened and what to do (Thai). */
export const ERROR_TEXT = {
  Unauthorized: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่อีกครั้ง",
  Timeout: "เครือข่ายไม่เสถียร ระบบตอบกลับช้า กรุณาลองใหม่อีกครั้ง",
  Aborted: "คำขอถูกยกเลิก",
  NetworkError: "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่",
  ServerError: "เกิดข้อผิดพลาดจากเซิร์ฟเวอร์ กรุณาลองใหม่อีกครั้ง",
  DecodeError: "ข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง กรุณาลองใหม่ภายหลัง"
} as const satisfies Record<ApiError["_tag"], string>

/** The server's own message is shown as sent (ERR-18); otherwise the Thai text of the failure. */
export const playerMessage = (error: { readonly _tag: ApiError["_tag"]; readonly message: string }): string =>
  error._tag === "ServerError" && error.message.length > 0 ? error.message : ERROR_TEXT[error._tag]
