import type { ConfigurationItem } from "../configuration"

// The media pages' demo entries (issue #13, OPEN-64): four short clips with their posters and
// three promotion banners with their terms, all served from the reference server's /content/media/
// (server/content/media/: the clips were made once with ffmpeg's test sources, the posters and
// banners drawn as SVG). Every title and term is made up.

const MEDIA = "/content/media/"

const movie = (id: string, title: string): ConfigurationItem => ({
  key: `media.movie.${id}`,
  value: { data: { path: `${MEDIA}poster-${id}.svg`, title, video: `${MEDIA}clip-${id}.webm` } }
})

const banner = (id: string, title: string, terms: string, link: string): ConfigurationItem => ({
  key: `media.promotion.${id}`,
  value: { data: { path: `${MEDIA}banner-${id}.svg`, title, terms, link } }
})

export const DEMO_MEDIA_CONFIGURATION: ReadonlyArray<ConfigurationItem> = [
  movie("1", "ไฮไลต์ฟุตบอลสัปดาห์นี้"),
  movie("2", "เปิดโลกสล็อตแตกง่าย"),
  movie("3", "พาชมคาสิโนสด"),
  movie("4", "เกมยิงปลามาแรง"),
  banner(
    "1",
    "ฝากแรกของวัน รับโบนัส 10%",
    "รับโบนัสสูงสุด 500 บาท ทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน ใช้ได้วันละ 1 ครั้ง ระหว่าง 09:00–12:00 น.",
    "/auth/deposit"
  ),
  banner(
    "2",
    "คืนยอดเสียทุกสัปดาห์",
    "คืนยอดเสียตามระดับสมาชิก 5–15% คำนวณทุกวันจันทร์ กดรับได้ที่หน้าคืนยอดเสีย ไม่ต้องทำเทิร์น",
    "/auth/winlost"
  ),
  banner(
    "3",
    "ชวนเพื่อน รับค่าแนะนำ",
    "รับส่วนแบ่งจากยอดเล่นของเพื่อนที่สมัครผ่านลิงก์ของคุณ ถอนได้เมื่อครบ 100 บาท ห้ามสมัครซ้ำซ้อน",
    "/auth/affiliate"
  )
]
