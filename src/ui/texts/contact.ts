/** Thai strings of the LINE contacts (SUPPORT-01, OPEN-65). */
export const contactTexts = {
  main: "ไลน์หลัก",
  backup: "ไลน์สำรอง",
  scanHint: "สแกน QR Code หรือกดที่ไอดีเพื่อเพิ่มเพื่อน",
  qrTitle: (label: string): string => `QR Code ${label}`,
  idLabel: "ไอดีไลน์"
} as const
