/** The media pages' Thai texts (issue #13, OPEN-64). */
export const mediaTexts = {
  hub: {
    pageName: "มีเดีย",
    intro: "รวมกิจกรรมสนุกๆ ลุ้นรางวัลทุกวัน",
    cardsLabel: "กิจกรรม",
    cards: {
      wheel: { title: "วงล้อนำโชค", line: "หมุนวงล้อลุ้นเครดิตและแต้มฟรีทุกวัน" },
      flipCard: { title: "เปิดไพ่", line: "เลือกไพ่หนึ่งใบ ลุ้นรางวัลทันที" },
      movie: { title: "ดูหนัง", line: "คลิปไฮไลต์และรีวิวเกมสั้นๆ ดูได้ทุกที่" },
      promotion: { title: "โปรโมชั่น", line: "โบนัสของคุณและโปรโมชั่นล่าสุดพร้อมเงื่อนไข" }
    },
    sportsTitle: "กีฬา",
    sports: {
      liveScore: { title: "ผลบอลสด", line: "ติดตามผลการแข่งขันแบบสด" },
      score: { title: "ตารางคะแนน", line: "อันดับทีมในลีกชั้นนำ" }
    }
  },
  movie: {
    pageName: "ดูหนัง",
    intro: "กดเล่นเพื่อชมคลิป ครั้งละหนึ่งเรื่อง",
    empty: "ยังไม่มีคลิปให้ชมในขณะนี้",
    failed: "โหลดรายการคลิปไม่สำเร็จ",
    loading: "กำลังโหลดคลิป…",
    videoLabel: (title: string): string => `คลิป ${title}`,
    unplayable: "เบราว์เซอร์นี้เล่นคลิปนี้ไม่ได้"
  },
  promotion: {
    pageName: "โปรโมชั่น",
    bonusTitle: "โบนัสของคุณ",
    bannersTitle: "โปรโมชั่นทั้งหมด",
    terms: "เงื่อนไข",
    empty: "ยังไม่มีโปรโมชั่นในขณะนี้",
    failed: "โหลดโปรโมชั่นไม่สำเร็จ",
    loading: "กำลังโหลดโปรโมชั่น…"
  },
  retry: "ลองใหม่"
} as const
