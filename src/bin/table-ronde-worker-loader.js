// Starts the computer players' Web Worker (src/bin/worker.rs), as `new Worker(...)` from
// the page (src/ui/thinker) finds it: copied next to index.html by trunk (copy-file), so
// every URL here is relative to it and the site works under any sub-path.
// Unlike trunk's own loader shim, it reports a failed start-up (say, the wasm cannot be
// fetched) to the page at once, which then decides on its main thread instead of waiting.
importScripts("./table-ronde-worker.js");
wasm_bindgen("./table-ronde-worker_bg.wasm").catch((e) => {
  postMessage(`failed|${e}`);
  close();
});
