/*
 * browser-check.js: a classic script that index.html loads before the app bundle (COMPAT-12).
 *
 * The bundle needs BigInt (effect reads it while its modules load), so an engine without it cannot
 * even start the app, let alone show the app's own 'ไม่รองรับ' banner. This file is written for old
 * engines (ES3/ES5: var and function only) and never throws. It
 *   - names the browser and its major version with the rules of src/domain/browser-support.ts,
 *   - checks the features the bundle needs,
 *   - shows the banner itself when the browser is below its minimum or a feature is missing,
 *   - sets window.__appCannotStart = true when a feature is missing, so the entry skips booting,
 *   - exposes the pure parts as window.__browserCheck for the unit test that keeps the two in step.
 * Keep MINIMUM and detect() identical to MINIMUM_VERSIONS and detectBrowser() in browser-support.ts.
 */
(function (root) {
  try {
    var MINIMUM = {
      Chrome: 79,
      Firefox: 80,
      Opera: 86,
      Safari: 12,
      Edge: 15,
      IE: 10,
      Samsung: 20,
      'Mobile Safari': 13
    };
    var BANNER_ID = 'unsupported-browser';
    /* 'ไม่รองรับ' */
    var UNSUPPORTED = '\u0e44\u0e21\u0e48\u0e23\u0e2d\u0e07\u0e23\u0e31\u0e1a';
    /* 'เบราว์เซอร์นี้' */
    var THIS_BROWSER = '\u0e40\u0e1a\u0e23\u0e32\u0e27\u0e4c\u0e40\u0e0b\u0e2d\u0e23\u0e4c\u0e19\u0e35\u0e49';
    /* 'กรุณาอัปเดตเบราว์เซอร์หรือเปิดด้วย Chrome / Safari รุ่นล่าสุด' */
    var HINT = '\u0e01\u0e23\u0e38\u0e13\u0e32\u0e2d\u0e31\u0e1b\u0e40\u0e14\u0e15\u0e40\u0e1a\u0e23\u0e32\u0e27\u0e4c\u0e40\u0e0b\u0e2d\u0e23\u0e4c\u0e2b\u0e23\u0e37\u0e2d\u0e40\u0e1b\u0e34\u0e14\u0e14\u0e49\u0e27\u0e22 Chrome / Safari \u0e23\u0e38\u0e48\u0e19\u0e25\u0e48\u0e32\u0e2a\u0e38\u0e14';

    var major = function (userAgent, pattern) {
      var match = pattern.exec(userAgent);
      return match ? Number(match[1]) : null;
    };

    var found = function (name, version) {
      return version === null ? null : { name: name, version: version };
    };

    /* The same order as detectBrowser(): on iOS every browser runs WebKit and is judged by the OS. */
    var detect = function (userAgent) {
      var ua = typeof userAgent === 'string' ? userAgent : '';
      if (/iPhone|iPad|iPod/.test(ua)) return found('Mobile Safari', major(ua, /OS (\d+)[_.]\d/));
      if (/Edge\//.test(ua)) return found('Edge', major(ua, /Edge\/(\d+)/));
      if (/Edg\//.test(ua)) return found('Edge', major(ua, /Edg\/(\d+)/));
      if (/OPR\//.test(ua)) return found('Opera', major(ua, /OPR\/(\d+)/));
      if (/SamsungBrowser\//.test(ua)) return found('Samsung', major(ua, /SamsungBrowser\/(\d+)/));
      if (/Firefox\//.test(ua)) return found('Firefox', major(ua, /Firefox\/(\d+)/));
      if (/MSIE /.test(ua)) return found('IE', major(ua, /MSIE (\d+)/));
      if (/Trident\//.test(ua)) return found('IE', major(ua, /rv:(\d+)/));
      if (/Chrome\//.test(ua)) return found('Chrome', major(ua, /Chrome\/(\d+)/));
      if (/Safari\//.test(ua) && /Version\//.test(ua)) return found('Safari', major(ua, /Version\/(\d+)/));
      return null;
    };

    var isBelowMinimum = function (browser) {
      return browser !== null && MINIMUM.hasOwnProperty(browser.name) && browser.version < MINIMUM[browser.name];
    };

    /* The features the bundle needs before it can run at all. */
    var missingFeatures = function () {
      var missing = [];
      var arrayProto = Array.prototype;
      if (typeof BigInt !== 'function') missing.push('BigInt');
      if (!root.Promise) missing.push('Promise');
      if (!root.fetch) missing.push('fetch');
      if (typeof Object.fromEntries !== 'function') missing.push('Object.fromEntries');
      if (!root.Symbol) missing.push('Symbol');
      if (typeof arrayProto.flat !== 'function') missing.push('Array.prototype.flat');
      return missing;
    };

    var textLine = function (doc, text) {
      var line = doc.createElement('div');
      line.appendChild(doc.createTextNode(text));
      return line;
    };

    var showBanner = function (text) {
      var doc = root.document;
      if (!doc || !doc.createElement) return;
      var shown = false;
      var insert = function () {
        try {
          if (shown || !doc.body) return;
          if (doc.getElementById && doc.getElementById(BANNER_ID)) return;
          shown = true;
          var banner = doc.createElement('div');
          banner.id = BANNER_ID;
          banner.setAttribute('role', 'alert');
          var style = banner.style;
          style.position = 'fixed';
          style.top = '0';
          style.left = '0';
          style.right = '0';
          style.zIndex = '2147483647';
          style.padding = '12px 16px';
          style.backgroundColor = '#8b0000';
          style.color = '#ffffff';
          style.fontSize = '16px';
          style.lineHeight = '1.5';
          style.textAlign = 'center';
          style.fontFamily = 'sans-serif';
          banner.appendChild(textLine(doc, text));
          banner.appendChild(textLine(doc, HINT));
          if (doc.body.firstChild) doc.body.insertBefore(banner, doc.body.firstChild);
          else doc.body.appendChild(banner);
        } catch (ignored) {
          /* A banner that cannot be drawn must not break the page. */
        }
      };
      if (doc.body) {
        insert();
      } else if (doc.addEventListener) {
        doc.addEventListener('DOMContentLoaded', insert, false);
      } else if (doc.attachEvent) {
        doc.attachEvent('onreadystatechange', function () {
          if (doc.readyState === 'complete' || doc.readyState === 'interactive') insert();
        });
      }
    };

    root.__browserCheck = { detect: detect, minimum: MINIMUM, missingFeatures: missingFeatures };

    var navigatorObject = root.navigator;
    var browser = detect(navigatorObject && navigatorObject.userAgent);
    var missing = missingFeatures();
    if (missing.length > 0) root.__appCannotStart = true;
    if (isBelowMinimum(browser) || missing.length > 0) {
      showBanner(UNSUPPORTED + ' ' + (browser === null ? THIS_BROWSER : browser.name + ' ' + browser.version));
    }
  } catch (ignored) {
    /* Never let this check break a page that could otherwise work. */
  }
})(typeof window !== 'undefined' ? window : this);
