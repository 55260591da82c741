import { LOCALE } from "./constants"

const bahtFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })

/** "฿1,234.50": the baht sign and exactly two decimals. */
export const formatBaht = (amount: number): string => `฿${bahtFormat.format(amount)}`

/** "1,000,000": whole numbers with Thai grouping. */
export const formatInteger = (value: number): string => integerFormat.format(value)
