/**
 * The what-if page's copy box: the text of "Copy as parameters" or "Copy as a scenario row"
 * shown selected below the buttons and put on the clipboard where the browser lets a page opened
 * from a file write it, with a line saying which happened.
 *
 * @module
 */
/// <reference lib="dom" />
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { element } from "./dom.ts";

/** The copy box: its element (hidden until a first copy) and how the page copies a text. */
export interface CopyBox {
  /** The box to insert below the buttons (`#whatif-copy-text` holds the text). */
  element: HTMLElement;
  /** Shows `text` in the box, selected, and puts it on the clipboard where the browser lets the page. */
  copy(text: string): void;
}

/** The copy box of a page in `lang`, drawn in `document`. */
export function copyBox(lang: Lang, document: Document): CopyBox {
  const t = words(lang).whatIf.choice;
  const label = element(document, "label", {
    htmlFor: "whatif-copy-text",
    textContent: t.copyText,
  });
  const text = element(document, "textarea", { id: "whatif-copy-text", className: "whatif-copy" });
  text.readOnly = true;
  text.rows = 8;
  const status = element(document, "span", { id: "whatif-copy-status", className: "whatif-built" });
  status.setAttribute("role", "status");
  const box = element(document, "div", { className: "whatif-copybox" });
  box.hidden = true;
  box.append(label, text, status);
  return {
    element: box,
    copy(value) {
      box.hidden = false;
      text.value = value;
      text.select();
      const done = (ok: boolean) => {
        status.textContent = ok ? t.copied : t.notCopied;
      };
      const clipboard = globalThis.navigator?.clipboard;
      if (clipboard?.writeText) {
        clipboard.writeText(value).then(() => done(true), () => done(false));
      } else done(false);
    },
  };
}
