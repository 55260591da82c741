import type { DeliveryAddress } from "../address-schema"

// The demo players' delivery addresses (issue #13's goods rewards, issue #14's manage-address):
// demo and gold have one, newbie (and the others) none. Every value is fake.

export const DEMO_ADDRESSES: Readonly<Record<string, DeliveryAddress>> = {
  demo: {
    recipientName: "สมชาย ใจดี",
    phone: "0812345678",
    houseNo: "99/12",
    village: "หมู่บ้านสุขสันต์",
    road: "ซอยลาดพร้าว 71",
    subdistrict: "สะพานสอง",
    district: "วังทองหลาง",
    province: "กรุงเทพมหานคร",
    postcode: "10310"
  },
  gold: {
    recipientName: "สมหญิง รักทอง",
    phone: "0898765432",
    houseNo: "45",
    road: "ถนนนิมมานเหมินท์",
    subdistrict: "สุเทพ",
    district: "เมืองเชียงใหม่",
    province: "เชียงใหม่",
    postcode: "50200"
  }
}
