"""Executes notebooks with their kernels and exports them to HTML, in one process.

Run by `deno task report` (lib/cli/report.ts) with the project's virtual environment:

    .venv/bin/python lib/report/execute.py < spec.json

The spec on standard input (JSON):

    {"kernel": "deno-workbook", "jobs": 3, "timeout": 300,
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

Every output is collected, and the executor knows it, whatever the machine's load: see
`MarkedClient` below. A notebook whose outputs it cannot vouch for fails, naming the cell, and no
report is written from it.
"""

import asyncio
import json
import os
import queue
import sys
import time
import uuid

# nbformat imports jsonschema, which builds a grammar (a second of CPU) to check "iri" strings
# when rfc3987_syntax is installed; no notebook schema uses that format, so it is left out
sys.modules.setdefault("rfc3987_syntax", None)

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionComplete, CellExecutionError
from nbclient.util import ensure_async


class OutputsUncertain(Exception):
    """A cell's outputs could not be vouched for: its end marker did not come, or failed."""


# What the executor runs in the kernel after each cell, as a request of its own: one line on
# standard output and one display, each carrying the token. `{token}` is replaced.
MARKER_CODE = (
    'console.log("{token}"); '
    'await Deno.jupyter.broadcast("display_data", '
    '{{ data: {{ "text/plain": "{token}" }}, metadata: {{}}, transient: {{}} }});'
)


class MarkedClient(NotebookClient):
    """A NotebookClient that knows it has every output of a cell, because the kernel said so after them.

    The Deno kernel reports "idle" for a cell before some of its outputs have left (seen with Deno
    2.8.2 and later; nbclient stops reading at "idle" and drops them; a fixed wait after "idle"
    lost a whole table at a load of 20). Its code (cli/tools/jupyter/server.rs and
    cli/ops/jupyter.rs) sends a cell's outputs on the IOPub socket by two paths, each in order:

    - standard output and error (`console.log`, op_print): each write goes into one unbounded
      channel, first in first out, and one task forwards them to IOPub, naming as parent the
      request that is current *when it forwards* (so a late line may name the next request);
    - displays and the cell's result (`Deno.jupyter.display`/`broadcast`, op_jupyter_broadcast):
      each call sends its message on IOPub under one lock, in the order the calls were made on the
      kernel's one JavaScript thread; the cell's result is formatted after the cell returns, in
      that thread's microtasks, before it takes the next request.

    "idle" is sent by yet another task (the shell's) and is ordered with neither. So after a
    cell's "idle" this client sends a second, silent request (`MARKER_CODE`) that writes a token to
    standard output and displays it. The kernel evaluates requests one at a time on the same
    thread, so both of the marker's calls are made after every call the cell made, and each comes
    out of its path after everything the cell sent down that path. When both tokens have come back,
    the cell has no output left to come: not because the socket was quiet for a while, but because
    the kernel has sent something after them. Output that names the marker's request as parent
    (forwarded late, see above) is the cell's. A display the cell starts without awaiting it and
    that itself awaits I/O is not covered; the workbook's displays are awaited (`show()`).

    If a token does not come within the cell's timeout, or the marker fails, the cell fails with
    `OutputsUncertain` and the notebook with it: no report is written that might lack an output.
    A kernel other than Deno's would need its own `marker_code`.
    """

    marker_code = MARKER_CODE

    async def _async_poll_output_msg(self, parent_msg_id, cell, cell_index):
        assert self.kc is not None
        ids = {parent_msg_id}
        marker_id = None
        token = None
        waiting = set()  # what is still to come of the marker: "stream" and "display"
        deadline = None
        while True:
            timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                msg = await ensure_async(self.kc.iopub_channel.get_msg(timeout=timeout))
            except queue.Empty:
                raise OutputsUncertain(
                    f"the kernel did not confirm the cell's outputs within {self.timeout} s "
                    f"(still to come: {', '.join(sorted(waiting))})"
                ) from None
            parent = msg["parent_header"].get("msg_id")
            if parent not in ids:
                continue
            kind = msg["msg_type"]
            content = msg["content"]
            if parent == marker_id:
                if kind in ("status", "execute_input"):
                    continue
                if kind == "error":
                    raise OutputsUncertain(
                        f"the end-of-cell marker failed: {content.get('ename')}: "
                        f"{content.get('evalue')}"
                    )
                if kind == "display_data" and content.get("data", {}).get("text/plain") == token:
                    waiting.discard("display")
                    if not waiting:
                        return
                    continue
                if kind == "stream" and content.get("name") == "stdout":
                    lines = content.get("text", "").split("\n")
                    if token in lines:  # the marker's line, maybe behind late lines of the cell
                        rest = "\n".join(line for line in lines if line != token)
                        waiting.discard("stream")
                        if rest:
                            msg["content"] = {**content, "text": rest}
                            self.process_message(msg, cell, cell_index)
                        if not waiting:
                            return
                        continue
            try:
                self.process_message(msg, cell, cell_index)
            except CellExecutionComplete:  # the cell's "idle": ask the kernel to vouch for it
                token = f"workbook-end-of-cell-{uuid.uuid4().hex}"
                marker_id = await ensure_async(
                    self.kc.execute(
                        self.marker_code.format(token=token),
                        silent=True,
                        store_history=False,
                        allow_stdin=False,
                        stop_on_error=False,
                    )
                )
                ids.add(marker_id)
                waiting = {"stream", "display"}
                deadline = time.monotonic() + (self.timeout or 300)


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
        client = MarkedClient(
            nb,
            km=km,
            kernel_name=spec["kernel"],
            shutdown_kernel="immediate",
            timeout=spec.get("timeout", 300),
            record_timing=False,
            resources={"metadata": {"path": job["cwd"]}},
            on_cell_execute=on_cell_execute,
        )
        # once a cell's reply is in, its outputs are awaited (the marker's own wait is the cell's
        # timeout, from "idle"); a wait that runs out fails the notebook instead of leaving the
        # outputs short
        client.iopub_timeout = 2 * spec.get("timeout", 300)
        client.raise_on_iopub_timeout = True
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
