/**
 * A parameters file (`deno task report --params FILE`): a JSON object, or YAML lines
 * `name: value`, each value read as `-p` reads it.
 *
 * @module
 */
import { find, ParameterError, type ParameterValues, readValue } from "./check.ts";

/** Reads a parameters file: a JSON object, or YAML lines `name: value` (comments with #). */
export function parseParameterFile(text: string, file: string): ParameterValues {
  const values: ParameterValues = {};
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new ParameterError({ kind: "fileNotObject", file, detail: (error as Error).message });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new ParameterError({ kind: "fileNotObject", file });
    }
    for (const [name, raw] of Object.entries(parsed)) {
      values[find(name).name] = readValue(name, raw);
    }
    return values;
  }
  trimmed.split(/\r?\n/).forEach((line, i) => {
    const body = line.replace(/\s+#.*$/, "").replace(/^#.*$/, "").trim();
    if (body === "") return;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(body);
    if (!m) {
      throw new ParameterError({ kind: "fileLine", file, line: i + 1, text: line.trim() });
    }
    const raw = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
    try {
      values[find(m[1]!).name] = readValue(m[1]!, raw);
    } catch (error) {
      if (!(error instanceof ParameterError)) throw error;
      throw new ParameterError({ kind: "inFile", file, line: i + 1, reason: error.reason });
    }
  });
  return values;
}
