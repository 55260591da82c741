import type { ServerResponse } from "node:http"
import type { Brand } from "../../src/domain/brands"
import { contrastRatio, AA_NORMAL_TEXT } from "../../src/domain/contrast"
import { APP_BACKGROUND, brandFilePath } from "../../src/domain/web-manifest"
import { styleHash } from "../csp/inline-hashes"
import { escapeHtml } from "../games/html"
import { BASE_SECURITY_HEADERS } from "../static/security-headers"
import type { BrandRegistry } from "./brand-registry"
import { PREVIEW_PARAM } from "./brand-page"

// /__dev/brands (#32): the operator's page of every brand in the brand document, with its colour,
// its app icon, the contrast of its colour with the buttons' ink and as text on the page, a link
// that previews the site as that brand, and the entries the server skipped and why. Behind the dev
// controls, like every /__dev page (server/dev/dev-gate.ts).

export const BRAND_GALLERY_PATH = "/__dev/brands"

/** The buttons' text on the brand colour (panda.config.ts, colors.ink). */
const INK = "#111111"

const verdict = (colour: string, against: string): string => {
  const ratio = contrastRatio(colour, against)
  const passes = ratio >= AA_NORMAL_TEXT
  return `<span class="${passes ? "pass" : "fail"}">${ratio.toFixed(2)} : 1 ${passes ? "ผ่าน AA" : "ไม่ผ่าน AA"}</span>`
}

const flags = (brand: Brand): string =>
  [
    brand.showWithdrawInBottomBar ? "แถบล่าง: ถอนเงิน" : "แถบล่าง: สื่อ",
    brand.alternatePublicLayout ? "หน้าสาธารณะแบบเรียบ" : null,
    brand.chatPropertyId === null ? "ไม่มีแชท" : `แชท ${brand.chatPropertyId}`
  ]
    .filter((flag) => flag !== null)
    .map((flag) => escapeHtml(flag))
    .join(" · ")

const row = (brand: Brand, index: number): string => `<tr>
<td><img src="${brandFilePath(brand.clientId, "icon-192.png")}" alt="" width="48" height="48"></td>
<td><strong>${escapeHtml(brand.name)}</strong><br><code>${escapeHtml(brand.clientId)}</code></td>
<td><span class="swatch b${index}"></span> <code>${escapeHtml(brand.themeColour)}</code></td>
<td><span class="sample b${index}">เข้าสู่ระบบ</span> ${verdict(brand.themeColour, INK)}</td>
<td><span class="text b${index}">ยอดเงิน</span> ${verdict(brand.themeColour, APP_BACKGROUND)}</td>
<td>${brand.hosts.map((host) => `<code>${escapeHtml(host)}</code>`).join("<br>")}</td>
<td>${flags(brand)}</td>
<td><a href="/?${PREVIEW_PARAM}=${encodeURIComponent(brand.clientId)}">ดูหน้าเว็บ</a></td>
</tr>`

const stylesheet = (brands: ReadonlyArray<Brand>): string =>
  [
    // The app's Thai font, as the stand-in frames load it (server/app.ts serves /stand-in/fonts/).
    ...[400, 700].map(
      (weight) =>
        `@font-face{font-family:"Noto Sans Thai";font-weight:${weight};font-display:swap;src:url("/stand-in/fonts/noto-sans-thai-thai-${weight}-normal.woff2") format("woff2");unicode-range:U+0E01-0E5B,U+200C-200D,U+25CC}`
    ),
    `body{font-family:"Noto Sans Thai",system-ui,sans-serif;background:${APP_BACKGROUND};color:#f4f4f5;margin:24px}`,
    "table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a2a33;padding:8px;text-align:left;vertical-align:middle}",
    "a{color:#93c5fd}.pass{color:#4ade80}.fail{color:#fca5a5;font-weight:bold}.pass,.fail,a{white-space:nowrap}",
    ".swatch{display:inline-block;width:24px;height:24px;border-radius:4px;vertical-align:middle}",
    `.sample{display:inline-block;padding:6px 12px;border-radius:6px;color:${INK}}`,
    ...brands.map(
      (brand, index) =>
        `.swatch.b${index},.sample.b${index}{background:${brand.themeColour}}.text.b${index}{color:${brand.themeColour}}`
    )
  ].join("\n")

export const sendBrandGallery = (res: ServerResponse, registry: BrandRegistry): void => {
  const { brands, skipped } = registry.list()
  const css = stylesheet(brands)
  const problems =
    skipped.length === 0
      ? "<p>ทุกรายการอ่านได้</p>"
      : `<h2>รายการที่ข้าม (${skipped.length})</h2><ul>${skipped
          .map(
            (entry) =>
              `<li>${entry.index < 0 ? "ทั้งไฟล์" : `รายการที่ ${entry.index}`}: <code>${escapeHtml(entry.reason)}</code></li>`
          )
          .join("")}</ul>`
  const html = `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>แบรนด์ทั้งหมด (${brands.length})</title>
<style>${css}</style></head><body>
<h1>แบรนด์ทั้งหมด (${brands.length})</h1>
<p>จากไฟล์ <code>${escapeHtml(registry.file)}</code>: แก้ไฟล์แล้วโหลดหน้านี้ใหม่ ไม่ต้อง build</p>
${problems}
<table><thead><tr><th>ไอคอน</th><th>แบรนด์</th><th>สี</th><th>ปุ่ม (ตัวอักษรเข้ม)</th><th>ตัวอักษรบนพื้นเว็บ</th><th>โดเมน</th><th>ตัวเลือก</th><th>ตัวอย่าง</th></tr></thead>
<tbody>${brands.map(row).join("\n")}</tbody></table></body></html>`
  const body = Buffer.from(html)
  res.writeHead(200, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'; img-src 'self'; font-src 'self'; style-src ${styleHash(css)}; frame-ancestors 'none'`
  })
  res.end(body)
}
