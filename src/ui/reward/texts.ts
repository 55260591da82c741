import type { RewardRequestStatus } from "../../domain/reward"
import { itemCountText } from "./item-count"

/** The reward screens' Thai strings (issue #13, OPEN-08); the issue's exact texts are marked so. */
export const rewardTexts = {
  /** The h1. */
  pageName: "แลกรางวัล",
  retry: "ลองใหม่",
  points: {
    label: "แต้มสะสมของคุณ",
    unit: "แต้ม",
    hint: "ใช้แต้มแลกเครดิตฟรี ของรางวัล และบัตรกำนัล"
  },
  categories: {
    title: "หมวดรางวัล",
    items: itemCountText,
    failed: "โหลดหมวดรางวัลไม่สำเร็จ",
    empty: "ยังไม่มีรางวัลให้แลกในขณะนี้",
    all: "ทั้งหมด"
  },
  items: {
    failed: "โหลดรายการรางวัลไม่สำเร็จ",
    empty: "หมวดนี้ยังไม่มีรางวัล",
    points: (points: string) => `${points} แต้ม`,
    stock: (count: string) => `เหลือ ${count} ชิ้น`,
    credit: "เครดิตเข้ากระเป๋า",
    goods: "จัดส่งถึงบ้าน",
    /** The texts. */
    redeem: "แลกรางวัล",
    notEnough: "แต้มไม่พอ",
    outOfStock: "สินค้าหมด",
    back: "หมวดรางวัลทั้งหมด"
  },
  confirm: {
    title: "ยืนยันการแลกรางวัล",
    cost: "ใช้แต้ม",
    left: "แต้มคงเหลือหลังแลก",
    creditNote: (amount: string) => `รับเครดิต ${amount} เข้ายอดเงินทันที`,
    goodsNote: "จัดส่งไปยังที่อยู่จัดส่งของคุณ ภายใน 7 วันทำการ",
    confirm: "ยืนยันแลกรางวัล",
    sending: "กำลังแลกรางวัล…",
    cancel: "ยกเลิก",
    verifying: "กำลังตรวจสอบรายการ…",
    verifyAgain: "ตรวจสอบอีกครั้ง",
    unverified: "ตรวจสอบผลการแลกไม่ได้ในขณะนี้ กรุณาตรวจสอบอีกครั้ง",
    notDone: "การแลกครั้งก่อนไม่สำเร็จ กดยืนยันเพื่อแลกอีกครั้ง",
    /** The link to issue #14's screen when a goods reward needs an address. */
    addAddress: "เพิ่มที่อยู่จัดส่ง"
  },
  done: {
    credit: (name: string, amount: string) => `แลก${name}สำเร็จ รับ ${amount} เข้ายอดเงินแล้ว`,
    goods: (name: string) => `แลก${name}สำเร็จ เราจะจัดส่งให้เร็วที่สุด`
  },
  history: {
    title: "ประวัติการแลก",
    empty: "ยังไม่มีประวัติการแลกรางวัล",
    failed: "โหลดประวัติการแลกไม่สำเร็จ",
    points: (points: string) => `-${points} แต้ม`
  },
  status: {
    pending: "รอจัดส่ง",
    shipped: "จัดส่งแล้ว",
    done: "สำเร็จ",
    cancelled: "ยกเลิก"
  } satisfies Record<RewardRequestStatus, string>
} as const
