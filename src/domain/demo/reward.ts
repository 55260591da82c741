import { satang, type Satang } from "../money"
import type { RewardRequestStatus } from "../reward"

// The demo brand's rewards (issue #13): three categories, thirteen items drawn locally
// (public/assets/rewards/), some within demo's 120 points, some far above, one out of stock; and
// a few past redemptions for demo. Every value is fake.

export interface DemoRewardCategory {
  readonly id: number
  readonly name: string
  readonly image: string
}

interface DemoItemBase {
  readonly id: number
  readonly categoryId: number
  readonly name: string
  readonly image: string
  readonly points: number
  /** Stock at every reset. */
  readonly stock: number
}
export type DemoRewardItem =
  (DemoItemBase & { readonly kind: "credit"; readonly amount: Satang }) | (DemoItemBase & { readonly kind: "goods" })

const IMG = "/assets/rewards"

export const REWARD_CATEGORIES: ReadonlyArray<DemoRewardCategory> = [
  { id: 7, name: "เครดิตฟรี", image: `${IMG}/category-credit.svg` },
  { id: 8, name: "ของรางวัล", image: `${IMG}/category-goods.svg` },
  { id: 9, name: "บัตรกำนัล", image: `${IMG}/category-voucher.svg` }
]

const credit = (id: number, baht: number, points: number, stock: number): DemoRewardItem => ({
  id,
  categoryId: 7,
  name: `เครดิตฟรี ${baht} บาท`,
  image: `${IMG}/credit-${baht}.svg`,
  points,
  stock,
  kind: "credit",
  amount: satang(baht * 100)
})

const goods = (
  id: number,
  categoryId: number,
  name: string,
  image: string,
  points: number,
  stock: number
): DemoRewardItem => ({ id, categoryId, name, image: `${IMG}/${image}.svg`, points, stock, kind: "goods" })

export const REWARD_ITEMS: ReadonlyArray<DemoRewardItem> = [
  credit(101, 10, 50, 500),
  credit(102, 20, 100, 300),
  credit(103, 50, 240, 200),
  credit(104, 100, 450, 100),
  credit(105, 300, 1200, 30),
  goods(201, 8, "กระบอกน้ำเก็บความเย็น", "bottle", 80, 25),
  goods(202, 8, "หมอนรองคอ", "pillow", 90, 0),
  goods(203, 8, "เสื้อยืดลายแบรนด์", "tshirt", 300, 40),
  goods(204, 8, "พาวเวอร์แบงก์ 10,000 mAh", "powerbank", 900, 12),
  goods(205, 8, "หูฟังไร้สาย", "headphones", 1500, 5),
  goods(301, 9, "บัตรกำนัลร้านกาแฟ 100 บาท", "voucher-coffee", 200, 60),
  goods(302, 9, "บัตรเติมเงินมือถือ 150 บาท", "voucher-phone", 500, 50),
  goods(303, 9, "บัตรกำนัลห้างสรรพสินค้า 500 บาท", "voucher-store", 2200, 10)
]

export interface SeededRewardRequest {
  readonly id: string
  readonly rewardId: number
  readonly status: RewardRequestStatus
  /** How many days before the reset it was made. */
  readonly daysAgo: number
}

/** Demo's past redemptions, newest first (the other players start with none). */
export const seededRewardRequests = (username: string): ReadonlyArray<SeededRewardRequest> =>
  username === "demo"
    ? [
        { id: "rw-demo-3", rewardId: 201, status: "pending", daysAgo: 2 },
        { id: "rw-demo-2", rewardId: 301, status: "shipped", daysAgo: 9 },
        { id: "rw-demo-1", rewardId: 102, status: "done", daysAgo: 16 },
        { id: "rw-demo-0", rewardId: 203, status: "cancelled", daysAgo: 30 }
      ]
    : []
