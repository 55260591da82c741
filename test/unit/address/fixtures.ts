import fc from "fast-check"
import type { DeliveryAddress } from "../../../src/domain/address-schema"

// The delivery address's test data (#14): a sample address and the replay properties' generators.

export const sampleAddress = (overrides: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  recipientName: "มานี มีนา",
  phone: "0891112222",
  houseNo: "7",
  subdistrict: "จตุจักร",
  district: "จตุจักร",
  province: "กรุงเทพมหานคร",
  postcode: "10900",
  ...overrides
})

export const addressGenerators = (
  failure: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const address = fc.record(
    {
      recipientName: fc.constantFrom("มานี มีนา", "สมชาย ใจดี"),
      phone: fc.constantFrom("0891112222", "021234567"),
      houseNo: fc.constantFrom("7", "99/12"),
      village: fc.constant("หมู่บ้านสุขสันต์"),
      road: fc.constant("ซอย 5"),
      subdistrict: fc.constant("จตุจักร"),
      district: fc.constant("จตุจักร"),
      province: fc.constant("กรุงเทพมหานคร"),
      postcode: fc.constantFrom("10900", "50200")
    },
    { requiredKeys: ["recipientName", "phone", "houseNo", "subdistrict", "district", "province", "postcode"] }
  )
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })
  return [
    bare("UserAddressLoading"),
    ev("UserAddressLoaded", fc.record({ data: fc.oneof(fc.constant(null), address) })),
    ev("UserAddressFailed", fc.record({ failure })),
    ev("AddressSaveStarted", fc.record({ key: fc.uuid(), address })),
    ev("AddressSaved", fc.record({ address })),
    ev("AddressSaveFailed", fc.record({ failure })),
    ev("AddressSaveUnsure", fc.record({ failure })),
    bare("AddressSaveVerifyStarted"),
    bare("AddressSaveNotDone"),
    bare("AddressSaveUnverified"),
    bare("AddressSaveOffline"),
    ev("AddressVerified", fc.record({ saved: fc.boolean() }))
  ] as const
}
