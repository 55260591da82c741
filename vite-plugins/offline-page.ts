import { pwaTexts } from "../src/pwa/texts"

// The page the service worker shows when a page cannot load offline (#15): Thai, brand-neutral
// (one file serves every brand's host) and self-contained: its style inline (the server's CSP
// hashes it), the Thai font from the precache, and 'ลองใหม่' a form that loads the page again,
// so it needs no script under the CSP's script-src 'self'.

const texts = pwaTexts.offline

/** `fontFile`: the regular Thai woff2 of the build (precached), or null to use the system's. */
export const offlinePageHtml = (fontFile: string | null): string => {
  const fontFace =
    fontFile === null
      ? ""
      : `@font-face{font-family:"Noto Sans Thai";font-weight:400;font-display:swap;src:url(/${fontFile}) format("woff2")}`
  const style = [
    fontFace,
    "*{box-sizing:border-box}",
    'html,body{margin:0;min-height:100%;background:#0d0d12;color:#f5f5f7;font-family:"Noto Sans Thai",system-ui,sans-serif;line-height:1.7}',
    "main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center}",
    "svg{width:64px;height:64px}",
    "h1{margin:0;font-size:22px;line-height:1.5}",
    "p{margin:0;max-width:24rem;font-size:16px;color:#c4c4cc}",
    "button{min-width:160px;min-height:48px;padding:0 24px;border:2px solid #f5f5f7;border-radius:12px;background:transparent;color:inherit;font:inherit;font-size:17px;font-weight:700;cursor:pointer}",
    "button:focus-visible{outline:3px solid #8ab4ff;outline-offset:3px}"
  ].join("")
  return `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#0d0d12" />
    <title>${texts.title}</title>
    <style>${style}</style>
  </head>
  <body>
    <main>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.6 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.8M15.5 10.5A10 10 0 0 1 19 12.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"/></svg>
      <h1>${texts.heading}</h1>
      <p>${texts.hint}</p>
      <form method="get"><button type="submit">${texts.retry}</button></form>
    </main>
  </body>
</html>
`
}
