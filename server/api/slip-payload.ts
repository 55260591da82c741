import { slipVerify } from "promptparse/generate"

/** A bank slip's mini-QR payload (API id 000001, sending bank, reference, "TH", CRC-16). */
export const generateSlipPayload = (sendingBank: string, transRef: string): string =>
  slipVerify({ sendingBank, transRef })
