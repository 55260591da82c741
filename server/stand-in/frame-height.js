// The stand-in score frames say how tall their content is (#15), as an operator's frame may: the
// app then shows no empty space below it, never more than the specified height. Posted to this
// page's own origin only (the app serves the stand-ins beside itself), again when it reflows.
;(function () {
  if (window.parent === window) return
  var post = function () {
    var style = getComputedStyle(document.body)
    var height =
      document.body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom)
    window.parent.postMessage({ type: "frame-height", height: Math.ceil(height) }, window.location.origin)
  }
  post()
  if (typeof ResizeObserver === "function") new ResizeObserver(post).observe(document.body)
})()
