/** Thai strings of the live-score and standings pages (UI-11, UI-12). */
export const scoresTexts = {
  pageNames: { liveScore: "ผลบอลสด", score: "ตารางคะแนน" },
  /** Shown until the frame has loaded (#15). */
  loading: { liveScore: "กำลังโหลดผลบอลสด…", score: "กำลังโหลดตารางคะแนน…" }
} as const
