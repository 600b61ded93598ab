// The loader: instantiates a module built from web/crate (plain exports, no imports) in Node,
// a browser or a Web Worker, and gives the exchange buffer's regions (web/crate/src/lib.rs).

/** The buffer's regions, in bytes from its start. */
export const CELLS = 0;
export const ENTRIES = 1024;
export const MARKS = 2048;
export const OUT = 4096;
export const TEXT = 8192;

/**
 * The compiled module and its instance (`{ module, instance }`), from a URL (file: read from
 * disk in Node; else fetched), bytes, a compiled WebAssembly.Module (as a page hands one to
 * its worker) or a fetch Response.
 */
export async function instantiate(source) {
  if (source instanceof WebAssembly.Module) {
    return { module: source, instance: await WebAssembly.instantiate(source, {}) };
  }
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.instantiate(source, {});
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, import.meta.url);
    if (url.protocol === 'file:') {
      const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:fs/promises');
      return WebAssembly.instantiate(await fs.readFile(url), {});
    }
    source = fetch(url);
  }
  const response = await source;
  if (!response.ok) throw new Error(`libsudoku: cannot load ${response.url}: ${response.status}`);
  if (WebAssembly.instantiateStreaming && response.headers.get('content-type') === 'application/wasm') {
    return WebAssembly.instantiateStreaming(response, {});
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), {});
}

/** The exports with the buffer as bytes (`io()`, made again if the memory ever grew) and the
 * text the module wrote at OUT (`text(length)`). */
export function bind(instance) {
  const wasm = instance.exports;
  const base = wasm.sdk_buffer();
  const size = wasm.sdk_buffer_size();
  let bytes = new Uint8Array(wasm.memory.buffer, base, size);
  const decoder = new TextDecoder();
  const io = () => (bytes.byteLength ? bytes : (bytes = new Uint8Array(wasm.memory.buffer, base, size)));
  return {
    wasm,
    io,
    text: (length) => decoder.decode(io().subarray(OUT, OUT + length)),
    view: () => new DataView(wasm.memory.buffer, base, size),
  };
}
