import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DeliveryAddress } from "../../../src/domain/address-schema"
import { canAfford, categoryIdOf, isInStock, pointsAfter, rewardBlock } from "../../../src/domain/reward"
import { RewardCatalogue, RewardItem, RewardRequest } from "../../../src/domain/reward-schema"
import { rewardEndpoints } from "../../../src/services/reward/endpoints"

// The rewards' rules and wire schemas (#13, ENT-12, OPEN-32, OPEN-40, OPEN-14 of #14 for the address).

const item = (points: number, stock: number) => ({ points, stock })

describe("reward rules (#13)", () => {
  it("affordability at its boundary: one point short cannot, exactly enough and more can", () => {
    expect(canAfford(99, item(100, 5))).toBe(false)
    expect(canAfford(100, item(100, 5))).toBe(true)
    expect(canAfford(101, item(100, 5))).toBe(true)
  })

  it("stock at its boundary: 0 is out of stock, 1 is in stock", () => {
    expect(isInStock(item(100, 0))).toBe(false)
    expect(isInStock(item(100, 1))).toBe(true)
  })

  it("'สินค้าหมด' comes before 'แต้มไม่พอ'; nothing blocks an affordable item in stock", () => {
    expect(rewardBlock(0, item(100, 0))).toBe("out-of-stock")
    expect(rewardBlock(99, item(100, 3))).toBe("not-enough-points")
    expect(rewardBlock(100, item(100, 1))).toBeNull()
  })

  it("the points left after a redemption", () => {
    expect(pointsAfter(120, item(80, 1))).toBe(40)
    expect(pointsAfter(100, item(100, 1))).toBe(0)
  })

  it("ROUTE-12 a category id from the path is a positive whole number, else null (not found)", () => {
    expect(categoryIdOf("7")).toBe(7)
    expect(categoryIdOf(undefined)).toBeNull()
    for (const bad of ["0", "-1", "abc", "7a", "1.5", "07", ""]) expect(categoryIdOf(bad)).toBeNull()
  })
})

describe("reward wire schemas (#13, ENT-12)", () => {
  it("ENT-12 API-39 the request encoder includes userUuid", () => {
    const encoded = Schema.encodeSync(rewardEndpoints.rewardRequest.body)({ rewardId: 102, userUuid: "u-1" })
    expect(encoded).toEqual({ rewardId: 102, userUuid: "u-1" })
    expect(Either.isLeft(Schema.decodeUnknownEither(RewardRequest)({ rewardId: 102 }))).toBe(true)
  })

  it("ENT-12 a catalogue sample decodes; a credit reward's baht become satang", () => {
    const catalogue = Schema.decodeUnknownSync(RewardCatalogue)({
      categories: [{ id: 7, name: "เครดิตฟรี", image: "/a.svg", itemCount: 1 }],
      category: {
        id: 7,
        name: "เครดิตฟรี",
        image: "/a.svg",
        itemCount: 1,
        items: [
          {
            id: 102,
            categoryId: 7,
            name: "เครดิตฟรี 20 บาท",
            image: "/b.svg",
            points: 100,
            stock: 3,
            kind: "credit",
            amount: 20.5
          }
        ]
      }
    })
    const first = catalogue.category?.items[0]
    expect(first?.kind === "credit" ? first.amount : null).toBe(2_050)
  })

  it("an item with fractional points, negative stock or a float amount does not decode", () => {
    const base = { id: 1, categoryId: 7, name: "x", image: "/x.svg", kind: "goods" }
    for (const bad of [
      { ...base, points: 1.5, stock: 1 },
      { ...base, points: 10, stock: -1 },
      { ...base, kind: "credit", points: 10, stock: 1, amount: 0.001 }
    ]) {
      expect(Either.isLeft(Schema.decodeUnknownEither(RewardItem)(bad))).toBe(true)
    }
  })

  it("OPEN-32 the list body is {} or {categoryId}", () => {
    expect(Schema.encodeSync(rewardEndpoints.rewardList.body)({})).toEqual({})
    expect(Schema.encodeSync(rewardEndpoints.rewardList.body)({ categoryId: 7 })).toEqual({ categoryId: 7 })
  })

  it("OPEN-14 a delivery address: village and road optional, a 5-digit postcode, a Thai phone", () => {
    const address = {
      recipientName: "สมชาย ใจดี",
      phone: "0812345678",
      houseNo: "99/12",
      subdistrict: "สะพานสอง",
      district: "วังทองหลาง",
      province: "กรุงเทพมหานคร",
      postcode: "10310"
    }
    expect(Either.isRight(Schema.decodeUnknownEither(DeliveryAddress)(address))).toBe(true)
    for (const bad of [{ postcode: "1031" }, { postcode: "103100" }, { phone: "12345" }, { houseNo: "" }]) {
      expect(Either.isLeft(Schema.decodeUnknownEither(DeliveryAddress)({ ...address, ...bad }))).toBe(true)
    }
  })
})
