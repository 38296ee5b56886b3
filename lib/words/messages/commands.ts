/**
 * The words of the command-line tasks a reader meets in a run of their language: `report`'s
 * refusals and progress lines. (`--help` stays English: it lists the options as typed.)
 *
 * @module
 */
import { msg } from "./message.ts";

/** `deno task report`: its refusals and the lines it prints while it builds. */
export const REPORT = {
  /** A refusal of the build: "Cannot build the reports: …". */
  cannot: msg(
    (why: string) => `Cannot build the reports: ${why}`,
    (why) => `无法生成报告：${why}`,
  ),
  maxAgeDays: msg(
    (given: string) => `--max-age-days "${given}" is not a number of days`,
    (given) => `--max-age-days “${given}” 不是天数`,
  ),
  jobs: msg(
    (given: string) => `--jobs "${given}" is not a whole number, 1 or more`,
    (given) => `--jobs “${given}” 不是 1 或以上的整数`,
  ),
  /** A data folder with problems, each printed above. */
  dataProblems: msg(
    (folder: string, count: number) =>
      `${folder} has ${count} problem(s); run deno task validate --data ${folder}`,
    (folder, count) => `${folder} 有 ${count} 个问题；请运行 deno task validate --data ${folder}`,
  ),
  /** The notebooks' folder cannot be read (`detail`: the system's words). */
  unreadNotebooks: msg(
    (folder: string, detail: string) => `Cannot read the notebooks in ${folder}: ${detail}`,
    (folder, detail) => `无法读取 ${folder} 中的笔记本：${detail}`,
  ),
  unknownNotebook: msg(
    (names: string, known: string) => `Unknown notebook ${names}: notebooks/ holds ${known}`,
    (names, known) => `未知的笔记本 ${names}：notebooks/ 中有 ${known}`,
  ),
  /** One report written, or kept from the cache (`seconds` undefined). */
  written: msg(
    (file: string, seconds: string | undefined) =>
      `report: ${file} (${seconds === undefined ? "unchanged" : `${seconds} s`})`,
    (file, seconds) => `report: ${file}（${seconds === undefined ? "未变" : `${seconds} 秒`}）`,
  ),
  /** A notebook that failed: at which cell (its number and first line), with the error. */
  failed: msg(
    (file: string, cell: number | null, source: string, error: string) =>
      `report: notebook ${file} failed${
        cell === null ? "" : ` at cell ${cell}${source ? ` (${source})` : ""}`
      }: ${error}`,
    (file, cell, source, error) =>
      `report: 笔记本 ${file} 执行失败${
        cell === null ? "" : `，在第 ${cell} 个单元格${source ? `（${source}）` : ""}`
      }：${error}`,
  ),
  someFailed: msg(
    (failed: number, of: number, names: string, out: string) =>
      `${failed} of ${of} notebooks failed (${names}); the reports in ${out} are unchanged`,
    (failed, of, names, out) =>
      `${of} 个笔记本中有 ${failed} 个失败（${names}）；${out} 中的报告保持不变`,
  ),
  executor: msg(
    (code: number, tail: string) =>
      `Cannot execute the notebooks: the executor exited with ${code}\n${tail}`,
    (code, tail) => `无法执行笔记本：执行器以 ${code} 退出\n${tail}`,
  ),
  /** The last line: how many notebooks, in how long, and where the index is. */
  done: msg(
    (count: number, seconds: string, index: string) =>
      `report: ${count} notebooks in ${seconds} s → ${index}`,
    (count, seconds, index) => `report: ${count} 个笔记本，用时 ${seconds} 秒 → ${index}`,
  ),
} as const;

/** The command-line tasks' words. */
export const COMMANDS = {
  report: REPORT,
} as const;
