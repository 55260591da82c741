// A stand-in for a live-chat provider's script (CHAT-01..CHAT-05). The app sets
// window.ChatWidgetConfig = { propertyId, visitor: { name, phone, username, bankName, bankId,
// levelName, point, address }, hideLauncher } before loading this file. It draws a small panel and,
// unless hideLauncher is set, a round button at the bottom right that opens it (the site draws its
// own support button, #29, and opens the panel with window.ChatWidget.toggle(), as real providers
// allow). It records the visitor in window.ChatWidgetLoadedWith for tests, and
// window.ChatWidget.destroy() removes everything it added.
(function () {
  "use strict"
  if (window.ChatWidget && typeof window.ChatWidget.destroy === "function") window.ChatWidget.destroy()
  var config = window.ChatWidgetConfig || {}
  var visitor = config.visitor || {}
  window.ChatWidgetLoadedWith = { propertyId: config.propertyId, visitor: visitor }

  var style = function (element, rules) {
    for (var key in rules) element.style[key] = rules[key]
    return element
  }

  var button = style(document.createElement("button"), {
    position: "fixed", right: "16px", bottom: "calc(88px + env(safe-area-inset-bottom))", width: "56px", height: "56px", borderRadius: "50%",
    border: "none", background: "#FFCA00", color: "#111", fontSize: "26px", cursor: "pointer", zIndex: "2147483000",
    boxShadow: "0 4px 14px rgba(0,0,0,.5)"
  })
  button.id = "chat-widget"
  button.type = "button"
  button.setAttribute("aria-label", "แชทกับเจ้าหน้าที่")
  button.setAttribute("aria-expanded", "false")
  button.textContent = "\u2709"

  var panel = style(document.createElement("div"), {
    position: "fixed", right: "16px", bottom: "calc(152px + env(safe-area-inset-bottom))", width: "260px", padding: "14px", borderRadius: "12px",
    background: "#212121", color: "#eee", border: "1px solid #FFCA00", font: "14px/1.4 system-ui, sans-serif",
    zIndex: "2147483000", display: "none", boxShadow: "0 8px 24px rgba(0,0,0,.6)"
  })
  panel.id = "chat-widget-panel"
  panel.setAttribute("role", "dialog")
  panel.setAttribute("aria-label", "แชทกับเจ้าหน้าที่")
  var title = style(document.createElement("strong"), { color: "#FFCA00", display: "block", marginBottom: "6px" })
  title.textContent = "แชทกับเจ้าหน้าที่"
  var text = document.createElement("p")
  style(text, { margin: "0" })
  text.textContent = "สวัสดีคุณ " + (visitor.name || visitor.username || "") + " เจ้าหน้าที่จะตอบกลับโดยเร็ว (ตัวอย่าง)"
  var close = style(document.createElement("button"), {
    position: "absolute", top: "4px", right: "4px", width: "44px", height: "44px", border: "none",
    background: "transparent", color: "#eee", fontSize: "22px", cursor: "pointer"
  })
  close.type = "button"
  close.setAttribute("aria-label", "ปิด")
  close.textContent = "\u00d7"
  panel.appendChild(close)
  panel.appendChild(title)
  panel.appendChild(text)

  var toggle = function () {
    var open = panel.style.display === "none"
    panel.style.display = open ? "block" : "none"
    button.setAttribute("aria-expanded", open ? "true" : "false")
  }
  button.addEventListener("click", toggle)
  close.addEventListener("click", toggle)

  document.body.appendChild(panel)
  if (!config.hideLauncher) document.body.appendChild(button)

  window.ChatWidget = {
    toggle: toggle,
    destroy: function () {
      if (button.parentNode) button.parentNode.removeChild(button)
      if (panel.parentNode) panel.parentNode.removeChild(panel)
      delete window.ChatWidget
    }
  }
})()
