import type { RankingPeriod } from "../../domain/ranking"

/** The ranking screen's Thai texts (issue #13, OPEN-09). */
export const rankingTexts = {
  pageName: "อันดับ",
  intro: "20 อันดับผู้เล่นที่มียอดเทิร์นโอเวอร์สูงสุด",
  tabsLabel: "ช่วงเวลาของอันดับ",
  tabs: { week: "สัปดาห์นี้", month: "เดือนนี้" } satisfies Record<RankingPeriod, string>,
  range: (from: string, to: string): string => `${from} – ${to}`,
  rangeLabel: "ช่วงเวลา",
  listLabel: (period: string): string => `20 อันดับ${period}`,
  rank: (rank: number): string => `อันดับ ${rank}`,
  turnover: "ยอดเทิร์นโอเวอร์",
  you: "คุณ",
  own: "อันดับของคุณ",
  unranked: "ยังไม่ติดอันดับ",
  ownEmpty: "คุณยังไม่มียอดเทิร์นโอเวอร์ในช่วงนี้ เล่นเกมเพื่อติดอันดับ",
  empty: "ยังไม่มีผู้เล่นติดอันดับในช่วงนี้",
  loading: "กำลังโหลดอันดับ…",
  failed: "โหลดอันดับไม่สำเร็จ",
  retry: "ลองใหม่",
  levelAlt: "ระดับ"
} as const
