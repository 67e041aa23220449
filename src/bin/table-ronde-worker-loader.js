// Starts the computer players' Web Worker as the page's own game bundle (ui::computers::serve):
// the page posts its bundle's name and its compiled WebAssembly module, and this script
// runs that bundle's JS glue and instantiates the same module, so a table page downloads
// and compiles its game once. The glue is read from the browser's cache if it holds it
// (the page has just loaded it), whatever its freshness: the worker needs this version's.
// Copied next to index.html by trunk (copy-file): every URL here is relative to it, and the
// site works under any sub-path.
// Unlike trunk's own loader shim, it reports a failed start-up to the page at once, which
// then decides on its main thread instead of waiting.
onmessage = function (e) {
  onmessage = null;
  var fail = function (why) {
    postMessage("failed|" + why);
    close();
  };
  var init = e.data || {};
  if (!/^table-ronde-(learn-)?[a-z]+$/.test(init.bundle) || !(init.module instanceof WebAssembly.Module)) {
    return fail("no bundle to run");
  }
  fetch("./" + init.bundle + ".js", { cache: "force-cache" })
    .then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return r.text();
    })
    .then(function (glue) {
      var url = URL.createObjectURL(new Blob([glue], { type: "text/javascript" }));
      importScripts(url);
      URL.revokeObjectURL(url);
      return wasm_bindgen({ module_or_path: init.module });
    })
    .catch(fail);
};
