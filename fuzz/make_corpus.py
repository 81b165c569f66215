#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets from tests/data/*.jsonl.

Usage: make_corpus.py OUTDIR  -> OUTDIR/<target>/<case name>
"""
import json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
data = os.path.join(here, '..', 'tests', 'data')
# target -> (jsonl file, prefix bytes put before the input)
TARGETS = {
    'fuzz_slide_parse': ('2048.jsonl', b''),
    'fuzz_slide_solve': ('2048.jsonl', b'\x05'),
    'fuzz_cards_parse': ('cards.jsonl', b''),
    'fuzz_cards_solve': ('cards.jsonl', b''),
    'fuzz_blocks_parse': ('blocks.jsonl', b''),
    'fuzz_blocks_solve': ('blocks.jsonl', b''),
}

def main():
    out = sys.argv[1]
    for target, (cases, prefix) in TARGETS.items():
        path = os.path.join(data, cases)
        if not os.path.exists(path):
            continue
        folder = os.path.join(out, target)
        os.makedirs(folder, exist_ok=True)
        for line in open(path):
            case = json.loads(line)
            with open(os.path.join(folder, case['name']), 'wb') as f:
                f.write(prefix + case['input'].encode())
    return 0

if __name__ == '__main__':
    sys.exit(main())
