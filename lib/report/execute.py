"""Executes notebooks with their kernels and exports them to HTML, in one process.

Run by `deno task report` (lib/cli/report.ts) with the project's virtual environment:

    .venv/bin/python lib/report/execute.py < spec.json

The spec on standard input (JSON):

    {"kernel": "deno-workbook", "jobs": 3, "timeout": 300, "grace": 0.05,
     "templates": "/abs/lib/report/templates", "env": {"WORKBOOK_DATA": "..."},
     "notebooks": [{"name": "01_seed_case", "path": "/abs/notebooks/01_seed_case.ipynb",
                    "cwd": "/abs/notebooks", "html": "/abs/out/01_seed_case.html" or null,
                    "title": "the page's <title>, the notebook's heading",
                    "executed": "/abs/out/01_seed_case.ipynb" or null, "withCode": false,
                    "inject": {"source": "Object.assign(p, {...});"} or null,
                    "lang": "en" or "zh", "nav": {"all": "All reports", "whatif": "What if…",
                    "hint": "..."}}]}

A markdown cell whose metadata says `"lang": "zh"` (or "en") is kept only in reports of that
language: the notebooks hold their prose in both languages, side by side.

For each notebook one JSON line on standard output, in the order they finish:
{"name", "ok": true, "seconds"} or {"name", "ok": false, "cell", "source", "error"}.

Every output is collected: the Deno kernel can publish "idle" before a cell's last outputs
(seen with Deno 2.8.2 and later), and nbclient stops reading at "idle". DrainingClient keeps
reading the cell's output messages until none has come for `grace` seconds.
"""

import asyncio
import json
import os
import queue
import sys
import time

# nbformat imports jsonschema, which builds a grammar (a second of CPU) to check "iri" strings
# when rfc3987_syntax is installed; no notebook schema uses that format, so it is left out
sys.modules.setdefault("rfc3987_syntax", None)

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionComplete, CellExecutionError
from nbclient.util import ensure_async


class DrainingClient(NotebookClient):
    """A NotebookClient that reads a cell's outputs past "idle" until the channel is quiet."""

    grace = 0.05

    async def _async_poll_output_msg(self, parent_msg_id, cell, cell_index):
        assert self.kc is not None
        idle = False
        while True:
            try:
                msg = await ensure_async(
                    self.kc.iopub_channel.get_msg(timeout=self.grace if idle else None)
                )
            except queue.Empty:
                return
            if msg["parent_header"].get("msg_id") != parent_msg_id:
                continue
            try:
                self.process_message(msg, cell, cell_index)
            except CellExecutionComplete:
                idle = True


def exporter(with_code: bool, templates: str):
    """The HTML exporter of the project's template; the reader's version leaves out the code."""
    from nbconvert import HTMLExporter  # imported while the first kernels start

    html = HTMLExporter(template_name="workbook", extra_template_basedirs=[templates])
    html.exclude_input = not with_code
    html.exclude_input_prompt = not with_code
    html.exclude_output_prompt = not with_code
    return html


def first_line(text: str) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0].strip() if lines else ""


def prestart(count: int, kernel: str, cwd: str) -> list:
    """Starts `count` kernels now, before the notebooks are known (while the caller validates)."""
    from jupyter_client.manager import AsyncKernelManager

    async def one():
        km = AsyncKernelManager(kernel_name=kernel)
        await km.start_kernel(cwd=cwd)
        return km

    return [asyncio.ensure_future(one()) for _ in range(count)]


async def run_one(job, spec, exporters, gate, kernels) -> dict:
    async with gate:
        started = time.monotonic()
        nb = nbformat.read(job["path"], as_version=4)
        lang = job.get("lang", "en")
        # the cells of the report's language, each with its number in the file (as the author
        # sees it, for the error messages); the injected cell has none
        kept = [(i + 1, c) for i, c in enumerate(nb.cells) if c.metadata.get("lang", lang) == lang]
        numbers = [n for n, _ in kept]
        nb.cells = [c for _, c in kept]
        inject = job.get("inject")
        if inject:  # papermill's way: a cell after the one tagged "parameters"
            tagged = [
                i for i, c in enumerate(nb.cells) if "parameters" in c.metadata.get("tags", [])
            ]
            if not tagged:
                return {
                    "name": job["name"],
                    "ok": False,
                    "cell": None,
                    "source": "",
                    "error": "no cell is tagged parameters, so the parameters cannot be set",
                }
            cell = nbformat.v4.new_code_cell(inject["source"] + "\nvoid 0;")
            cell.metadata["tags"] = ["injected-parameters"]
            cell.id = "injected-parameters"
            nb.cells.insert(tagged[0] + 1, cell)
            numbers.insert(tagged[0] + 1, None)
        current = {"index": None}

        def on_cell_execute(cell, cell_index):
            current["index"] = cell_index

        km = await kernels.pop() if kernels else None
        client = DrainingClient(
            nb,
            km=km,
            kernel_name=spec["kernel"],
            shutdown_kernel="immediate",
            timeout=spec.get("timeout", 300),
            record_timing=False,
            resources={"metadata": {"path": job["cwd"]}},
            on_cell_execute=on_cell_execute,
        )
        client.grace = spec.get("grace", 0.05)
        try:
            await client.async_execute(cleanup_kc=True)
        except CellExecutionError as error:
            index = current["index"]
            source = nb.cells[index].source if index is not None else ""
            return {
                "name": job["name"],
                "ok": False,
                "cell": None if index is None else numbers[index],
                "source": first_line(source),
                "error": f"{error.ename}: {error.evalue}".strip(),
            }
        except Exception as error:  # the kernel died, would not start, or timed out
            return {
                "name": job["name"],
                "ok": False,
                "cell": None if current["index"] is None else numbers[current["index"]],
                "source": "",
                "error": f"{type(error).__name__}: {error}".strip(),
            }
        if job.get("executed"):
            nbformat.write(nb, job["executed"])
        if job.get("html"):
            export = await exporters[bool(job.get("withCode"))]
            # the page's <title>: the notebook's heading, which nbconvert would write "Notebook"
            title = job.get("title") or job["name"]
            export.language_code = lang  # <html lang>; set just before this export, in one thread
            resources = {"metadata": {"name": title}, "workbook_nav": job.get("nav", {})}
            body, _ = export.from_notebook_node(nb, resources=resources)
            with open(job["html"], "w", encoding="utf-8") as f:
                f.write(body)
        return {"name": job["name"], "ok": True, "seconds": round(time.monotonic() - started, 2)}


async def main() -> int:
    # `--prestart JSON` ({"count", "kernel", "cwd", "env"}): start kernels before the spec comes
    kernels = []
    if len(sys.argv) == 3 and sys.argv[1] == "--prestart":
        early = json.loads(sys.argv[2])
        os.environ.update(early["env"])
        kernels = prestart(early["count"], early["kernel"], early["cwd"])
    text = await asyncio.to_thread(sys.stdin.read)
    spec = json.loads(text) if text.strip() else {"notebooks": []}
    if not spec["notebooks"]:  # cancelled: stop what was started
        for k in kernels:
            km = await k
            await km.shutdown_kernel(now=True)
        return 0
    os.environ.update(spec.get("env", {}))
    gate = asyncio.Semaphore(max(1, int(spec.get("jobs", 3))))
    exporters = {}
    tasks = [
        asyncio.ensure_future(run_one(j, spec, exporters, gate, kernels)) for j in spec["notebooks"]
    ]
    # the exporters (nbconvert's import takes a core for a second or two) are made in a thread
    # while the kernels start
    for flag in {bool(j.get("withCode")) for j in spec["notebooks"]}:
        exporters[flag] = asyncio.ensure_future(
            asyncio.to_thread(exporter, flag, spec["templates"])
        )
    failed = 0
    for finished in asyncio.as_completed(tasks):
        result = await finished
        failed += 0 if result["ok"] else 1
        print(json.dumps(result, ensure_ascii=False), flush=True)
    for k in kernels:  # started for notebooks the spec did not bring
        km = await k
        await km.shutdown_kernel(now=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
