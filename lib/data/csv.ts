/**
 * Reading one CSV file of a data folder: its header against the columns its schema names, its
 * rows through the schema, its ids once each. Every problem is collected, none thrown.
 *
 * @module
 */
// @ts-types="npm:@types/d3-dsv@3.0.7"
import { csvParseRows } from "d3-dsv";
import type { z } from "zod";
import { clean, problemOf } from "./cells.ts";
import type { DataIssue, DataWarning } from "./errors.ts";
import { replacementIssue } from "./text.ts";

/** The valid rows of one file, with the ids written in it. */
export interface ParsedFile<T> {
  /** Each valid row with its spreadsheet row number. */
  rows: { row: number; value: T }[];
  /** Every id written in the file, valid row or not: a reference to a row with its own problems is not reported again. */
  ids: Set<string>;
}

/** Strips a UTF-8 byte-order mark and reads CSV text into raw rows keyed by header names. */
function readCsv(
  file: string,
  textValue: string,
  columns: readonly string[],
  optional: readonly string[],
  issues: DataIssue[],
  warnings: DataWarning[],
): { row: number; cells: Record<string, string> }[] {
  const body = textValue.replace(/^\uFEFF/, "");
  const table = csvParseRows(body);
  const header = (table[0] ?? []).map((h) => clean(h).toLowerCase());
  if (header.length === 0 || header.every((h) => h === "")) {
    issues.push({
      file,
      row: 1,
      column: "",
      value: "",
      problem: { kind: "header", columns },
    });
    return [];
  }
  const seen = new Set<string>();
  header.forEach((h, i) => {
    // blank header cells (a spreadsheet's trailing empty columns) name no column: never twice
    if (h !== "" && seen.has(h)) {
      issues.push({ file, row: 1, column: h, value: h, problem: { kind: "column-twice" } });
    }
    seen.add(h);
    if (h !== "" && !columns.includes(h)) {
      warnings.push({
        file,
        row: 1,
        column: h,
        reason: { kind: "unused-column", column: h, position: i + 1 },
      });
    }
  });
  for (const c of columns) {
    if (!seen.has(c) && !optional.includes(c)) {
      issues.push({
        file,
        row: 1,
        column: c,
        value: "",
        problem: { kind: "column-missing", column: c },
      });
    }
  }
  const out: { row: number; cells: Record<string, string> }[] = [];
  table.slice(1).forEach((fields, i) => {
    const row = i + 2;
    if (fields.every((f) => clean(f) === "")) return; // blank lines are skipped
    if (fields.length > header.length) {
      issues.push({
        file,
        row,
        column: "",
        value: fields.slice(header.length).join(","),
        problem: { kind: "too-many-cells", most: header.length },
      });
      return;
    }
    const cells: Record<string, string> = {};
    header.forEach((h, j) => {
      if (h !== "") cells[h] = fields[j] ?? "";
    });
    out.push({ row, cells });
  });
  return out;
}

/** What {@linkcode parseFile} needs of a file's spec (`HARDWARE_FILE` of `hardware.ts`, …). */
export interface FileSpec {
  /** The schema each row is read with. */
  schema: z.ZodTypeAny;
  /** The id column, unique within the file; `undefined` for a file without ids. */
  key: string | undefined;
  /** Columns a file may leave out. */
  optional: readonly string[];
  /**
   * The columns whose values together may appear in one row only (a scenario's parameter in
   * `hidden_costs.csv`); `undefined` for the id column alone.
   */
  unique?: readonly string[];
}

/**
 * A file of the data folder as the loader reads it (`FX_FILE` of `fx.ts`, `HARDWARE_FILE` of
 * `hardware.ts`, …): the schema that reads each row into `R`, and whether a folder must hold it.
 */
export interface DataFile<R> extends FileSpec {
  /** The schema each row is read with, into an `R`. */
  schema: z.ZodType<R>;
  /** Whether a folder without the file is refused (else it reads as a file without rows). */
  required: boolean;
}

/** The key of a row: the values of its `unique` columns, as read (`2` and `2.0` are one key). */
function keyOf(
  unique: readonly string[],
  data: Record<string, unknown>,
  cells: Record<string, string>,
) {
  return unique.map((c) => {
    const v = data[c];
    return typeof v === "number" || typeof v === "string" ? String(v) : clean(cells[c]);
  });
}

/**
 * Reads and validates one CSV file against its schema: every problem (header, cells, repeated
 * ids and keys) is pushed to `issues`, unused columns to `warnings`; only valid rows are returned.
 * A row that repeats the key of an earlier row is refused, naming both rows and the key: which of
 * the two would count is not for the workbook to guess.
 */
export function parseFile<S extends z.ZodTypeAny>(
  file: string,
  textValue: string,
  { schema, key, optional, unique }: {
    schema: S;
    key: string | undefined;
    optional: readonly string[];
    unique?: readonly string[];
  },
  issues: DataIssue[],
  warnings: DataWarning[],
): ParsedFile<z.output<S>> {
  const lost = replacementIssue(file, textValue);
  if (lost) {
    issues.push(lost);
    return { rows: [], ids: new Set() };
  }
  const shape = (schema as unknown as z.ZodObject<z.ZodRawShape>).shape;
  const columns = Object.keys(shape);
  const raw = readCsv(file, textValue, columns, optional, issues, warnings);
  const rows: { row: number; value: z.output<S> }[] = [];
  const ids = new Map<string, number>();
  const keys = new Map<string, number>();
  const written = new Set(raw.map(({ cells }) => clean(cells[key ?? ""])));
  for (const { row, cells } of raw) {
    const result = schema.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? "");
        const value = clean(cells[column]);
        const problem = problemOf(issue);
        issues.push(
          problem === undefined
            ? { file, row, column, value, expected: issue.message }
            : { file, row, column, value, problem },
        );
      }
      continue;
    }
    if (key !== undefined) {
      const id = clean(cells[key]);
      const first = ids.get(id);
      if (first !== undefined) {
        issues.push({
          file,
          row,
          column: key,
          value: id,
          problem: { kind: "id-used", firstRow: first },
        });
        continue;
      }
      ids.set(id, row);
    }
    if (unique !== undefined) {
      const values = keyOf(unique, result.data as Record<string, unknown>, cells);
      const joined = JSON.stringify(values);
      const first = keys.get(joined);
      if (first !== undefined) {
        // the last key column the file has (an optional one may be left out)
        const column = unique.findLast((c) => c in cells) ?? unique[0]!;
        issues.push({
          file,
          row,
          column,
          value: clean(cells[column]),
          problem: { kind: "key-used", columns: unique, values, firstRow: first },
        });
        continue;
      }
      keys.set(joined, row);
    }
    rows.push({ row, value: result.data });
  }
  return { rows, ids: written };
}

/** The cell of `column` in spreadsheet row `row` of CSV `text`, as written (for an error message). */
export function rawCell(text: string, row: number, column: string): string {
  const rows = csvParseRows(text);
  const header = rows[0] ?? [];
  return rows[row - 1]?.[header.indexOf(column)] ?? "";
}
