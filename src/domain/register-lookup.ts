// What registration's lookups key on, apart from the rules (register.ts) so that the commands,
// which load with the runtime on every page, do not bring the rules and the bank table with them.

/** How long typing must pause before a lookup is sent. */
export const LOOKUP_DEBOUNCE_MS = 350

/** What a bank-account lookup is about: the bank and the number (the same number may be at two banks). */
export const bankIdLookupValue = (bankCode: string, bankId: string): string => `${bankCode}:${bankId}`

/** Codes are compared upper-case: a player may type "sc7788". */
export const normaliseAffiliateCode = (code: string): string => code.trim().toUpperCase()
