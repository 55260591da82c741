import { shellTexts } from "./ui/shell/texts"

// What the entry shows when the app's code cannot load (offline on arrival, a deploy in between):
// React is not there to render the error page, so this is plain DOM, styled through CSSOM (the
// stylesheet may be what failed). It sits over the page, which stays as it was, with a reload.

export const APP_LOAD_FAILURE_ID = "app-load-failure"

export const showAppLoadFailure = (error: unknown): void => {
  console.error(shellTexts.errors.chunkMessage, error)
  if (document.getElementById(APP_LOAD_FAILURE_ID) !== null) return
  const notice = document.createElement("div")
  notice.id = APP_LOAD_FAILURE_ID
  notice.setAttribute("role", "alert")
  Object.assign(notice.style, {
    position: "fixed",
    left: "0",
    right: "0",
    top: "0",
    zIndex: "2147483647",
    padding: "16px",
    background: "#24242b",
    color: "#ffffff",
    fontSize: "16px",
    lineHeight: "1.6",
    boxShadow: "0 2px 12px rgba(0, 0, 0, 0.45)"
  })
  const body = document.createElement("p")
  body.textContent = shellTexts.errors.chunkBody
  body.style.margin = "0 0 12px"
  const detail = document.createElement("p")
  detail.textContent = shellTexts.errors.chunkMessage
  Object.assign(detail.style, { margin: "0 0 12px", fontSize: "13px", color: "#b8b8c0" })
  const reload = document.createElement("button")
  reload.type = "button"
  reload.textContent = shellTexts.errors.reload
  Object.assign(reload.style, {
    minHeight: "44px",
    padding: "0 20px",
    border: "0",
    borderRadius: "12px",
    background: "#ffca00",
    color: "#111111",
    fontSize: "16px",
    fontWeight: "700"
  })
  reload.addEventListener("click", () => window.location.reload())
  notice.append(body, detail, reload)
  document.body.append(notice)
  reload.focus()
}
