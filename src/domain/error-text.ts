import type { ApiError } from "./errors"

/** What a player reads for each failure: what happened and what to do (Thai). */
export const ERROR_TEXT = {
  Unauthorized: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง",
  Timeout: "เครือข่ายไม่เสถียร ระบบตอบกลับช้า กรุณาลองใหม่อีกครั้ง",
  Aborted: "คำขอถูกยกเลิก",
  NetworkError: "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่",
  ServerError: "เกิดข้อผิดพลาดจากเซิร์ฟเวอร์ กรุณาลองใหม่อีกครั้ง",
  DecodeError: "ข้อมูลจากเซิร์ฟเวอร์ไม่ถูกต้อง กรุณาลองใหม่ภายหลัง"
} as const satisfies Record<ApiError["_tag"], string>

/** Thai script (U+0E00..U+0E7F): a server text without any is not meant for a player. */
const THAI = /[\u0E00-\u0E7F]/

/**
 * The server's own message is shown as sent (ERR-18) when it is Thai; an empty one, or one in
 * another language (a stack trace: 'Internal Server Error: java.lang…'), gives way to the Thai text
 * of the failure. The event keeps the server's text for the developer panel.
 */
export const playerMessage = (error: { readonly _tag: ApiError["_tag"]; readonly message: string }): string =>
  error._tag === "ServerError" && THAI.test(error.message) ? error.message : ERROR_TEXT[error._tag]
