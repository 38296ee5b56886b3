/**
 * The bytes of a CSV file as text: UTF-8, with or without a byte-order mark, and nothing else.
 * A file in another encoding is refused with a message that names the file and the line and says
 * how to save it as UTF-8; no byte is ever guessed into a character. Excel's "CSV (逗号分隔)" on
 * Chinese Windows writes GBK (GB18030): the message shows the line as GB18030 reads it, so that a
 * reader sees the names the file meant, but the workbook does not read it so, since a Latin-1 or
 * Windows-1252 file reads as GB18030 too, as Chinese characters nobody wrote.
 *
 * @module
 */
import type { DataIssue, DataProblem } from "./errors.ts";

/** U+FFFD, the character a program writes where it could not read one. */
export const REPLACEMENT_CHARACTER = "\uFFFD";

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const GB18030 = new TextDecoder("gb18030", { fatal: true });
/**
 * The bytes of a line around its first byte that is not UTF-8 (20 before, 40 from it), ASCII as it
 * is and every other byte as `\xNN`.
 */
function escapedBytes(line: Uint8Array): string {
  const bad = firstNotUtf8(line);
  const from = Math.max(0, bad - 20);
  const to = Math.min(line.length, bad + 40);
  const shown = [...line.subarray(from, to)].map((b) =>
    b >= 0x20 && b < 0x7f
      ? String.fromCharCode(b)
      : `\\x${b.toString(16).toUpperCase().padStart(2, "0")}`
  ).join("");
  return `${from > 0 ? "…" : ""}${shown}${to < line.length ? "…" : ""}`;
}

/** The offset of the first byte of `line` that does not begin a UTF-8 character; 0 if none. */
function firstNotUtf8(line: Uint8Array): number {
  let i = 0;
  while (i < line.length) {
    const b = line[i]!;
    const n = b < 0x80
      ? 1
      : b >= 0xc2 && b <= 0xdf
      ? 2
      : b >= 0xe0 && b <= 0xef
      ? 3
      : b <= 0xf4 && b >= 0xf0
      ? 4
      : 0;
    if (n === 0 || i + n > line.length || !reads(UTF8, line.subarray(i, i + n))) return i;
    i += n;
  }
  return 0;
}

/** The lines of `bytes` (split at LF, CR dropped), with their line numbers from 1. */
function linesOf(bytes: Uint8Array): { number: number; bytes: Uint8Array }[] {
  const out: { number: number; bytes: Uint8Array }[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      const end = i > start && bytes[i - 1] === 0x0d ? i - 1 : i;
      out.push({ number: out.length + 1, bytes: bytes.subarray(start, end) });
      start = i + 1;
    }
  }
  return out;
}

/** Whether `bytes` decode with `decoder` without a byte it cannot read. */
function reads(decoder: TextDecoder, bytes: Uint8Array): boolean {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of a CSV file's `bytes`, or the problem that keeps it from being read: a file that is
 * not UTF-8 (UTF-16, GB18030, Latin-1), holds NUL bytes, or holds U+FFFD (characters lost when
 * it was read in the wrong encoding and saved again). A UTF-8 byte-order mark is dropped.
 *
 * @param file the file's name as messages show it
 */
export function decodeCsv(
  file: string,
  bytes: Uint8Array,
): { ok: true; text: string } | { ok: false; issue: DataIssue } {
  const refuse = (problem: DataProblem) => ({
    ok: false as const,
    issue: { file, row: 0, column: "", value: "", problem },
  });
  const utf16 = bytes.length >= 2 &&
    (bytes[0] === 0xff && bytes[1] === 0xfe || bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return refuse({ kind: "utf16" });
  if (bytes.includes(0)) return refuse({ kind: "nul-bytes" });
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    const bad = linesOf(bytes).find((l) => !reads(UTF8, l.bytes))!;
    const found = { kind: "not-utf8" as const, line: bad.number, bytes: escapedBytes(bad.bytes) };
    if (reads(GB18030, bytes)) {
      const line = GB18030.decode(bad.bytes);
      return refuse({ ...found, gb18030: line.length > 60 ? `${line.slice(0, 59)}…` : line });
    }
    return refuse(found);
  }
  const lost = replacementIssue(file, text);
  return lost ? { ok: false, issue: lost } : { ok: true, text };
}

/**
 * The problem of a file's text that holds U+FFFD: characters lost when it was read in another
 * encoding and saved again, which no figure, report or page may show. `undefined` when it holds
 * none.
 */
export function replacementIssue(file: string, text: string): DataIssue | undefined {
  const at = text.indexOf(REPLACEMENT_CHARACTER);
  if (at < 0) return undefined;
  const number = text.slice(0, at).split("\n").length;
  const line = text.split("\n")[number - 1]!.replace(/\r$/, "");
  return {
    file,
    row: 0,
    column: "",
    value: "",
    problem: {
      kind: "replacement",
      line: number,
      text: line.slice(0, 60).replaceAll(REPLACEMENT_CHARACTER, "\\uFFFD"),
    },
  };
}
