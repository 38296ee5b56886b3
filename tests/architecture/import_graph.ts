/**
 * The import graph of a folder of TypeScript files, read from their text, and the two faults a
 * layered library must not have: a circle (files that import each other in a loop) and an import
 * from a lower floor to a higher one.
 *
 * @module
 */
import { dirname, join, normalize, relative } from "node:path";

/** File → the files it imports, every path relative to the same root (`lib/data/csv.ts`). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The code of a TypeScript source with its comments and template literals blanked, its other
 * string literals kept: an import written in a doc comment's example, or in the text of a
 * notebook cell a template builds, is no import of the file.
 */
export function codeOf(source: string): string {
  let out = "";
  let i = 0;
  // the last character of code before `/`: after a value it divides, elsewhere it opens a regex
  let last = "";
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
      continue;
    }
    if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n") {
        j += source[j] === "\\" ? 2 : 1;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
      last = c;
      continue;
    }
    if (c === "`") {
      i = skipTemplate(source, i + 1);
      out += "``";
      last = "`";
      continue;
    }
    if (c === "/" && !/[\w$)\]}"'`]/.test(last)) {
      // a regular expression literal, to its closing slash (a slash in a class does not close it)
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== "\n") {
        const d = source[j]!;
        if (d === "\\") j++;
        else if (d === "[") inClass = true;
        else if (d === "]") inClass = false;
        else if (d === "/" && !inClass) break;
        j++;
      }
      out += "/re/";
      i = j + 1;
      last = "/";
      continue;
    }
    out += c;
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return out;
}

/** The index just past the template literal whose text starts at `i`, its `${…}` code skipped whole. */
function skipTemplate(source: string, i: number): number {
  while (i < source.length) {
    const c = source[i]!;
    if (c === "\\") i += 2;
    else if (c === "`") return i + 1;
    else if (c === "$" && source[i + 1] === "{") {
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        const d = source[i]!;
        if (d === "`") i = skipTemplate(source, i + 1);
        else if (d === '"' || d === "'") {
          i++;
          while (i < source.length && source[i] !== d) i += source[i] === "\\" ? 2 : 1;
          i++;
        } else {
          if (d === "{") depth++;
          else if (d === "}") depth--;
          i++;
        }
      }
    } else i++;
  }
  return i;
}

/**
 * The specifiers a source imports: `import … from`, `import type … from`, `export … from`, a bare
 * `import "…"` and a dynamic `import("…")`.
 */
export function importsOf(source: string): string[] {
  const code = codeOf(source);
  const found: string[] = [];
  const staticForm =
    /(?:^|[;}\n])\s*(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(staticForm)) found.push(m[2]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) found.push(m[2]!);
  return found;
}

/**
 * The graph of the `.ts` files under `dir` (paths relative to `root`), each with the files of
 * the same tree it imports by a relative specifier; packages (`zod`, `node:path`) are left out.
 */
export function readImportGraph(root: string, dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (folder: string) => {
    for (const e of [...Deno.readDirSync(folder)].sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, e.name);
      if (e.isDirectory) walk(path);
      else if (e.isFile && e.name.endsWith(".ts")) {
        const file = relative(root, path);
        const targets = importsOf(Deno.readTextFileSync(path))
          .filter((s) => s.startsWith("./") || s.startsWith("../"))
          .map((s) => normalize(join(dirname(file), s)));
        graph.set(file, [...new Set(targets)]);
      }
    }
  };
  walk(join(root, dir));
  return graph;
}

/**
 * The circles of a graph: each strongly connected component of more than one file, or a file
 * that imports itself (Tarjan's algorithm), its files sorted; the circles sorted by first file.
 */
export function circlesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Floors of a library, ground first: each a list of places, a place being a file (`lib/mod.ts`)
 * or a folder (`lib/model/`, every file under it). A file belongs to its longest place.
 */
export type Floors = readonly (readonly string[])[];

/** The floor of `file` (0 for the ground), or `undefined` when no place holds it. */
export function floorOf(floors: Floors, file: string): number | undefined {
  let best: { floor: number; length: number } | undefined;
  floors.forEach((places, floor) => {
    for (const place of places) {
      const holds = place.endsWith("/") ? file.startsWith(place) : file === place;
      if (holds && (best === undefined || place.length > best.length)) {
        best = { floor, length: place.length };
      }
    }
  });
  return best?.floor;
}

/** An import that runs up: `from` stands on a lower floor than the file it imports. */
export interface UpwardImport {
  from: string;
  to: string;
  fromFloor: number;
  toFloor: number;
}

/** Every import of `graph` from a lower floor to a higher one, in file order. */
export function upwardImports(graph: ImportGraph, floors: Floors): UpwardImport[] {
  const up: UpwardImport[] = [];
  for (const [from, targets] of graph) {
    const fromFloor = floorOf(floors, from);
    for (const to of targets) {
      const toFloor = floorOf(floors, to);
      if (fromFloor !== undefined && toFloor !== undefined && toFloor > fromFloor) {
        up.push({ from, to, fromFloor, toFloor });
      }
    }
  }
  return up;
}
