// Loads the app once the pre-rendered page is on screen. A classic script, not a module:
// scripts/page-template.ts puts it in every page in place of Vite's module script, and writes
// into it the table of the app's chunks: the entry, its static imports, and for each kind of page
// (its screen and interface strings) the chunks it needs too, which the page names by number.
//
// Why: the page is complete without script (text, links, the not-found page), and the app only
// hydrates it. Fetched at once, the app's ~80 KB competes with the stylesheet and fonts the first
// paint needs; on a slow phone that is time the reader stares at a blank screen. So the modules
// are requested after the first contentful paint, and hydration follows them.
(function () {
  // Written in by scripts/page-template.ts.
  var table = JSON.parse('{}');
  var set = table.sets[Number(document.currentScript.dataset.modules)];
  var entry = table.entry;
  var imports = table.imports.concat(set.imports);
  // Chunks the entry evaluates itself (the page's screen), fetched with the rest.
  var preloads = set.preloads;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    // Every module the page hydrates with is requested at once, beside the others rather than
    // after the module that imports it is parsed: the imports, the entry and the screen. One
    // request per task, as adding a preload link costs a millisecond or more on a busy phone.
    inTurns(imports.concat(entry, preloads), function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    // Evaluating a module is one task, whatever its size. So the imports are evaluated one
    // per task, in the order the page lists them (a library before the chunks that use it),
    // and the entry last. One not yet requested by its link is requested by its import.
    inTurns(imports, function (href) {
      return import(href);
    }).then(function () {
      return import(entry);
    });
  }

  /** Runs `step` on each item in turn, each in a task of its own. */
  function inTurns(items, step) {
    return items.reduce(function (done, item) {
      return done
        .then(function () {
          return step(item);
        })
        .then(nextTask);
    }, Promise.resolve());
  }

  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }

  function afterPaint() {
    // A task of its own, so the paint is not held up by fetching and compiling.
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
