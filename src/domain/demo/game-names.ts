import type { GameCategory } from "../game"

// The words the demo's game names are made of, per category: a base (a creature, a table game, a
// sport, a lottery) and a modifier. Thai puts the modifier after the noun (มังกร + ทอง), English
// before it (Golden + Dragon), so 'มังกรทอง' / 'Golden Dragon'. Every base and modifier pair is a
// different name, which keeps names unique within a provider.

export interface Word {
  readonly th: string
  readonly en: string
}

/** A modifier; `enAfter` puts it after the base in English ('Hanoi Lottery VIP'). */
export interface Modifier extends Word {
  readonly enAfter?: boolean
}

export interface GameName {
  readonly name: string
  readonly nameEn: string
}

const words = (pairs: ReadonlyArray<readonly [string, string]>): ReadonlyArray<Word> =>
  pairs.map(([th, en]) => ({ th, en }))

const SLOT_BASES = words([
  ["มังกร", "Dragon"],
  ["เสือ", "Tiger"],
  ["ช้าง", "Elephant"],
  ["นาคา", "Naga"],
  ["หงส์", "Phoenix"],
  ["สมบัติ", "Treasure"],
  ["วิหาร", "Temple"],
  ["ราชินี", "Queen"],
  ["ราชา", "King"],
  ["อัญมณี", "Jewels"],
  ["ผลไม้", "Fruits"],
  ["ปลาคาร์ป", "Koi"],
  ["กิเลน", "Qilin"],
  ["ปราสาท", "Castle"],
  ["มหาสมุทร", "Ocean"],
  ["ภูเขาไฟ", "Volcano"],
  ["ดวงดาว", "Stars"],
  ["พายุ", "Storm"],
  ["นักรบ", "Warrior"],
  ["นินจา", "Ninja"],
  ["ซามูไร", "Samurai"],
  ["แพนด้า", "Panda"],
  ["สิงโต", "Lion"],
  ["อินทรี", "Eagle"],
  ["หมาป่า", "Wolf"],
  ["กระต่าย", "Rabbit"],
  ["วานร", "Monkey"],
  ["ไข่มุก", "Pearl"],
  ["เหรียญ", "Coins"],
  ["ตะเกียง", "Lantern"],
  ["ฟาโรห์", "Pharaoh"],
  ["ไวกิ้ง", "Vikings"],
  ["โจรสลัด", "Pirates"],
  ["คาวบอย", "Cowboy"],
  ["เทพธิดา", "Goddess"],
  ["กุญแจ", "Keys"],
  ["ประตู", "Gates"],
  ["ลูกกวาด", "Candy"],
  ["แมวกวัก", "Lucky Cat"],
  ["ซากุระ", "Sakura"],
  ["ดอกบัว", "Lotus"],
  ["ยักษ์", "Titan"]
])

const CREATURE_MODIFIERS: ReadonlyArray<Modifier> = words([
  ["ทอง", "Golden"],
  ["เงิน", "Silver"],
  ["ไฟ", "Fire"],
  ["น้ำแข็ง", "Ice"],
  ["สายฟ้า", "Thunder"],
  ["ราตรี", "Midnight"],
  ["ศักดิ์สิทธิ์", "Sacred"],
  ["นำโชค", "Lucky"],
  ["คริสตัล", "Crystal"],
  ["มรกต", "Emerald"],
  ["ทับทิม", "Ruby"],
  ["ไพลิน", "Sapphire"],
  ["จักรพรรดิ", "Imperial"],
  ["โบราณ", "Ancient"],
  ["ลึกลับ", "Mystic"],
  ["สวรรค์", "Heavenly"],
  ["แดง", "Red"],
  ["ดำ", "Black"],
  ["ขาว", "White"],
  ["มหาเศรษฐี", "Millionaire"],
  ["ร้อนแรง", "Blazing"],
  ["ซุปเปอร์", "Super"],
  ["เมกะ", "Mega"],
  ["ราชันย์", "Royal"],
  ["จันทรา", "Moon"],
  ["สุริยา", "Sun"],
  ["อมตะ", "Eternal"],
  ["เพชร", "Diamond"],
  ["ทะเลลึก", "Deep Sea"],
  ["หิมะ", "Snow"],
  ["ลาวา", "Lava"]
])

const FISHING_BASES = words([
  ["นักล่าปลา", "Fish Hunter"],
  ["ราชาทะเล", "Ocean King"],
  ["ฉลาม", "Shark"],
  ["ปลาหมึกยักษ์", "Kraken"],
  ["วาฬ", "Whale"],
  ["เงือก", "Mermaid"],
  ["ปู", "Crab"],
  ["กุ้งมังกร", "Lobster"],
  ["เต่าทะเล", "Sea Turtle"],
  ["แมงกะพรุน", "Jellyfish"],
  ["โลมา", "Dolphin"],
  ["ปลาปักเป้า", "Pufferfish"],
  ["ปลากระเบน", "Stingray"],
  ["ปลาทูน่า", "Tuna"],
  ["ชาวประมง", "Fisherman"],
  ["เรือประมง", "Fishing Boat"]
])

const TABLE_MODIFIERS: ReadonlyArray<Modifier> = words([
  ["สด", "Live"],
  ["วีไอพี", "VIP"],
  ["สปีด", "Speed"],
  ["คลาสสิก", "Classic"],
  ["ทอง", "Golden"],
  ["ไลท์นิ่ง", "Lightning"],
  ["ซุปเปอร์", "Super"],
  ["มินิ", "Mini"],
  ["ไม่จำกัด", "No Limit"],
  ["ราชันย์", "Royal"],
  ["อัตโนมัติ", "Auto"],
  ["ไฮโรลเลอร์", "High Roller"]
])

const CASINO_BASES = words([
  ["บาคาร่า", "Baccarat"],
  ["รูเล็ต", "Roulette"],
  ["ไฮโล", "Sic Bo"],
  ["เสือมังกร", "Dragon Tiger"],
  ["แบล็คแจ็ค", "Blackjack"],
  ["น้ำเต้าปูปลา", "Fish Prawn Crab"],
  ["กำถั่ว", "Fan Tan"],
  ["ไฮโลไทย", "Thai Hi-Lo"],
  ["วงล้อนำโชค", "Money Wheel"],
  ["คาสิโนโฮลเด็ม", "Casino Hold'em"]
])

const CARD_BASES = words([
  ["ป๊อกเด้ง", "Pok Deng"],
  ["เก้าเก", "Nine Cards"],
  ["ไพ่แคง", "Khaeng"],
  ["โป๊กเกอร์", "Poker"],
  ["ดัมมี่", "Dummy"],
  ["สามกอง", "Three Cards"],
  ["เท็กซัสโฮลเด็ม", "Texas Hold'em"],
  ["รัมมี่", "Rummy"],
  ["ไพ่นกกระจอก", "Mahjong"],
  ["ไพ่สลาฟ", "Slave"]
])

const SPORT_BASES = words([
  ["ฟุตบอล", "Football"],
  ["บาสเกตบอล", "Basketball"],
  ["มวยไทย", "Muay Thai"],
  ["เทนนิส", "Tennis"],
  ["วอลเลย์บอล", "Volleyball"],
  ["อีสปอร์ต", "Esports"],
  ["แบดมินตัน", "Badminton"],
  ["สนุกเกอร์", "Snooker"],
  ["ม้าแข่ง", "Horse Racing"],
  ["เซปักตะกร้อ", "Sepak Takraw"]
])

const SPORT_MODIFIERS: ReadonlyArray<Modifier> = words([
  ["", ""],
  ["สด", "Live"],
  ["เสมือนจริง", "Virtual"]
])

const LOTTO_BASES = words([
  ["หวยรัฐบาล", "Thai Government Lottery"],
  ["หวยลาว", "Lao Lottery"],
  ["หวยฮานอย", "Hanoi Lottery"],
  ["หวยมาเลย์", "Malay Lottery"],
  ["หวยหุ้นไทย", "Thai Stock Lottery"],
  ["หวยยี่กี", "Yeekee Lottery"],
  ["หวยออมสิน", "GSB Lottery"],
  ["หวยธ.ก.ส.", "BAAC Lottery"],
  ["หวยหุ้นนิเคอิ", "Nikkei Lottery"],
  ["หวยหุ้นจีน", "China Stock Lottery"],
  ["หวยฮั่งเส็ง", "Hang Seng Lottery"],
  ["หวยเวียดนาม", "Vietnam Lottery"]
])

const LOTTO_MODIFIERS: ReadonlyArray<Modifier> = [
  { th: "", en: "" },
  { th: "พิเศษ", en: "Special", enAfter: true },
  { th: "วีไอพี", en: "VIP", enAfter: true }
]

/** Each category's words (hot has none of its own: its games are the other categories'). */
export const NAME_WORDS: Readonly<
  Record<
    Exclude<GameCategory, "hot">,
    { readonly bases: ReadonlyArray<Word>; readonly modifiers: ReadonlyArray<Modifier> }
  >
> = {
  slot: { bases: SLOT_BASES, modifiers: CREATURE_MODIFIERS },
  fishing: { bases: FISHING_BASES, modifiers: CREATURE_MODIFIERS },
  casino: { bases: CASINO_BASES, modifiers: TABLE_MODIFIERS },
  card: { bases: CARD_BASES, modifiers: TABLE_MODIFIERS },
  sport: { bases: SPORT_BASES, modifiers: SPORT_MODIFIERS },
  lotto: { bases: LOTTO_BASES, modifiers: LOTTO_MODIFIERS }
}

/** The name of a base with a modifier, in Thai (noun first) and English (adjective first unless enAfter). */
export const combinedName = (base: Word, modifier: Modifier): GameName => ({
  name: `${base.th}${modifier.th}`,
  nameEn:
    modifier.en === "" ? base.en : modifier.enAfter === true ? `${base.en} ${modifier.en}` : `${modifier.en} ${base.en}`
})

/** Every name of a category's words, base by base (the generator shuffles them per provider). */
export const allNames = (category: Exclude<GameCategory, "hot">): ReadonlyArray<GameName> => {
  const { bases, modifiers } = NAME_WORDS[category]
  return bases.flatMap((base) => modifiers.map((modifier) => combinedName(base, modifier)))
}
