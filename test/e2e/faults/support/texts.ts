// What the player reads when something goes wrong: the texts of issue #9's fault matrix, in one
// place. Some are the client's today; the others are the client fixes' (see the README's status).

export const TEXTS = {
  /** On /login after the server ended the session (401, 403, 500256). */
  sessionExpired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง",
  /** The [data-banner="network"] banner: a timeout, 408 or 503. */
  networkTitle: "การเชื่อมต่อมีปัญหา",
  networkHint: "กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่",
  /** The [data-banner="offline"] banner (COMPAT-11). */
  offline: "ไม่มีอินเทอร์เน็ต",
  /** The [data-banner="unsupported"] banner (COMPAT-01). */
  unsupported: "ไม่รองรับ",
  balance: {
    region: "ยอดเงินคงเหลือ",
    refresh: "รีเฟรชยอดเงิน",
    updating: "กำลังอัปเดต",
    stale: "ยอดเงินอาจไม่เป็นปัจจุบัน",
    retry: "ลองใหม่"
  },
  checkIn: {
    dialog: "เช็คอินประจำวัน",
    submit: "เช็คอินรับรางวัล",
    /** A write whose answer never came, while the app reads what happened. */
    verifying: "กำลังตรวจสอบรายการ…",
    /** When what happened cannot be read. */
    verifyAgain: "ตรวจสอบอีกครั้ง",
    /** The server's 409: shown as done, not as an error. */
    alreadyDone: "วันนี้คุณเช็คอินแล้ว",
    success: /เช็คอินสำเร็จ/
  },
  chunk: { message: "Loading chunk failed", reload: "โหลดหน้าใหม่" },
  /** Any of these on a button is a way on from an error. */
  wayOn: /^(ลองใหม่|ลองอีกครั้ง|โหลดใหม่|โหลดหน้าใหม่|ตรวจสอบอีกครั้ง)$/,
  /** The Thai 'data invalid' message of an answer that does not decode. */
  dataInvalid: /ข้อมูล.*ไม่ถูกต้อง/,
  /** The login throttle's message, with its minutes. */
  throttled: /ลองใหม่ในอีก \d+ นาที/
} as const

/** Thai letters: a message meant for the player has some. */
export const THAI = /[\u0E00-\u0E7F]/
