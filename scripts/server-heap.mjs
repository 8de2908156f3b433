// The server's heap budget, shared by `npm start` (scripts/start.mjs) and the benchmarks' production server.

/**
 * V8's old generation may grow to this many MB. The live heap stays near 50–60 MB under sustained load; without a
 * limit V8 sizes its heap from the machine's memory (4 GB here) and lets garbage pile up to 250 MB and more between
 * major collections, which put the process over 400 MB resident. With this limit it collects sooner: 247–258 MB
 * peak in the same load and as many requests served (bench/README.md, "Memory under load").
 */
export const SERVER_HEAP_MB = 384;

export const SERVER_HEAP_FLAG = `--max-old-space-size=${SERVER_HEAP_MB}`;

/** Whether node's own arguments or NODE_OPTIONS already set the heap's limit (an operator's choice wins). */
export function setsHeapLimit(nodeArgs, nodeOptions = '') {
  return [...nodeArgs, ...nodeOptions.split(/\s+/)].some((arg) =>
    /^--max[-_]old[-_]space[-_]size(=|$)/.test(arg),
  );
}
