// Starts the app once the pre-rendered page is on screen. A classic script: scripts/page-template.ts
// puts it in every page in place of Vite's module script, with the app's entry and the page's own
// modules (its screen and interface strings) in its data attributes, as file names in /assets/.
//
// Why: the page is complete without script (text, links, forms that work as links), and the app
// only hydrates it. Requested at once, the app's modules (about 140 KB, React's 66 KB among them)
// compete with the stylesheet and fonts the first paint needs; on a slow connection that is time
// the reader looks at a blank screen. So they are requested after the first contentful paint.
// docs/performance.md has the figures with and without it.
(function () {
  var script = document.currentScript;
  var entry = '/assets/' + script.dataset.entry;
  var modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    // The page's own modules, requested beside the entry rather than once the entry runs.
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/assets/' + href;
      document.head.appendChild(link);
    });
    import(entry);
  }

  // A task of its own, so the paint is not held up by requesting and compiling.
  function afterPaint() {
    setTimeout(start, 0);
  }

  var observes =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState !== 'visible') {
    // A page opened in the background paints only when shown: do not wait for it.
    start();
  } else if (!observes) {
    requestAnimationFrame(afterPaint);
  } else {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        afterPaint();
      }
    }).observe({ type: 'paint', buffered: true });
    // Should no contentful paint ever be reported, the page still becomes interactive.
    setTimeout(start, 3000);
  }
})();
