// The reference API's announcements (UI-19): believable Thai news for guests and, besides those,
// some for members only. Publish times are hours before the server's clock, so the list always
// looks current. Every value is fake.

export interface DemoNews {
  readonly id: number
  readonly title: string
  readonly body: string
  readonly hoursAgo: number
  /** "all": guests and players see it; "players": only logged-in players. */
  readonly audience: "all" | "players"
}

export const DEMO_NEWS: ReadonlyArray<DemoNews> = [
  {
    id: 12,
    title: "ปิดปรับปรุงระบบฝาก-ถอนชั่วคราว คืนวันพุธ 02:00–03:00 น.",
    body: "เพื่อเพิ่มความเสถียรของระบบ การฝากและถอนจะใช้งานไม่ได้ประมาณ 1 ชั่วโมง ยอดเงินของท่านปลอดภัยทุกบาท ขออภัยในความไม่สะดวก",
    hoursAgo: 2,
    audience: "all"
  },
  {
    id: 11,
    title: "วงล้อนำโชคและเปิดไพ่ เล่นฟรีทุกวัน",
    body: "สมาชิกทุกระดับหมุนวงล้อนำโชคและเปิดไพ่ลุ้นเครดิตและแต้มได้ทุกวัน ดูสิทธิ์ที่เหลือของวันนี้ได้ที่หน้ามีเดีย",
    hoursAgo: 5,
    audience: "players"
  },
  {
    id: 10,
    title: "โปรฝากแรกของวัน รับโบนัส 10% สูงสุด ฿500",
    body: "ฝากครั้งแรกของวันในช่วง 09:00–12:00 น. รับโบนัส 10% สูงสุด ฿500.00 ทำเทิร์นตามเงื่อนไขก่อนถอน",
    hoursAgo: 26,
    audience: "all"
  },
  {
    id: 9,
    title: "แลกแต้มเป็นเครดิตฟรีได้แล้ว",
    body: "สะสมแต้มจากการเช็คอินและวงล้อ แล้วนำมาแลกเครดิตหรือของรางวัลได้ที่เมนูแลกรางวัล",
    hoursAgo: 50,
    audience: "players"
  },
  {
    id: 8,
    title: "ระวังมิจฉาชีพแอบอ้างเป็นเจ้าหน้าที่",
    body: "เจ้าหน้าที่จะไม่ขอรหัสผ่านหรือรหัส OTP ของท่านไม่ว่ากรณีใด ติดต่อเราผ่าน LINE ทางการที่แสดงบนเว็บไซต์เท่านั้น",
    hoursAgo: 120,
    audience: "all"
  }
]
