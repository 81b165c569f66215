#!/usr/bin/env python3
"""Writes the browser page, build-wasm/gridsolve.html, from src/web/page.html.

The page is one self-contained file: the styles, the scripts, the worker's
script (as text, made into a Blob URL worker by page.js) and the WebAssembly
module (base64) are put into the template's placeholders, each once, in one
pass, so that a file that happens to hold another placeholder's text stays as
it is. Run by src/web/CMakeLists.txt; the arguments name the files.
"""
import argparse
import base64
import pathlib
import re
import sys


def read(paths):
    return "\n".join(pathlib.Path(p).read_text(encoding="utf-8") for p in paths)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--template", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--wasm", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--player", required=True, help="the replay player's markup (src/page/replay_player.html)")
    parser.add_argument("--style", nargs="+", required=True)
    parser.add_argument("--replay-script", nargs="+", required=True)
    parser.add_argument("--page-script", nargs="+", required=True)
    parser.add_argument("--worker-script", nargs="+", required=True)
    args = parser.parse_args()

    values = {
        "@PLAYER@": read([args.player]),
        "@STYLE@": read(args.style),
        "@REPLAY_SCRIPT@": read(args.replay_script),
        "@PAGE_SCRIPT@": read(args.page_script),
        "@WORKER_SCRIPT@": read(args.worker_script),
        "@WASM@": base64.b64encode(pathlib.Path(args.wasm).read_bytes()).decode("ascii"),
        "@VERSION@": args.version,
    }
    # Inside <script> and <style> only "</script" or "</style" could end the
    # element early; none of the files may hold them.
    for name, value in values.items():
        if re.search(r"</(script|style)", value, re.IGNORECASE):
            sys.exit(f"make_page.py: the text for {name} holds '</script' or '</style', which would end its element")

    template = pathlib.Path(args.template).read_text(encoding="utf-8")
    pattern = re.compile("|".join(re.escape(name) for name in values))
    page = pattern.sub(lambda match: values[match.group(0)], template)
    pathlib.Path(args.out).write_text(page, encoding="utf-8")


if __name__ == "__main__":
    main()
