/** Thai strings of the dashboard's promotion carousel (#15); loaded with it, not with the first paint. */
export const carouselTexts = {
  label: "โปรโมชั่นแนะนำ",
  slide: (index: number, count: number): string => `${index} จาก ${count}`,
  goTo: (index: number): string => `ไปที่โปรโมชั่นที่ ${index}`,
  pause: "หยุดเลื่อนอัตโนมัติ",
  play: "เลื่อนอัตโนมัติ"
} as const
