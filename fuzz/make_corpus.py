#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets from tests/data/*.jsonl.

Usage: make_corpus.py OUTDIR  -> OUTDIR/<target>/<case name>
"""
import argparse, json, os, sys

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

# fuzz_paste: the first byte picks the puzzle (its index in all_puzzles():
# 0 2048, 1 cards, 2 blocks); seeds of every paste form besides the cases.
PASTE_PUZZLES = {'2048.jsonl': b'\x00', 'cards.jsonl': b'\x01', 'blocks.jsonl': b'\x02'}
PASTE_FORMS = {
    'table': b'\x01\xec\x9e\x85\xec\xb6\x9c\xeb\xa0\xa5 \xec\x98\x88\nboard\tr\tc\tresult\n[[1,1]]\t0\t0\t3\n',
    'editor': '\x01입력값 〉\t[[1, 1]], 0, 0\n기댓값 〉\t3\n'.encode(),
    'baekjoon': '\x00예제 입력 1\n복사\n2\n2 2\n0 0\n예제 출력 1 복사\n4\n'.encode(),
    'call': b'\x01solution(board=[[1,1]], r=0, c=0) == 3\n',
    'self_test': b'\x01print(solution([[1,1]], 0, 0)); // 3\nassert solution([[1,1]], 0, 0) == 3\n',
    'names': b'\x01const board = [[1,1]];\nint r = 0, c = 0;\n',
    'braces': b'\x02int[][] board = {{1,1},{1,1}};\n',
    'json': b'\x01[{"board": [[1,1]], "r": 0, "c": 0, "result": 3}, {"board": [[1,1]], "r": 0, "c": 1}]\n',
    'cout': b'\x01cout << "case 1: " << solution({{1,1}}, 0, 0) << " " << solution([[1,1]], 0, 0) << endl; // 3\n',
    'printf': b'\x01printf("%d\\n", solution([[1,1]], 0, 0));\nprint(f"{solution([[1,1]], 0, 0)}")\n',
    'result_name': b'\x01const answer = solution([[1,1]], 0, 0);\nconsole.log(answer === 3);\n',
    'java_new': b'\x02System.out.println(solution(new int[][]{{1,1},{1,1}}));\n',
    'object': b'\x01Solution sol = new Solution();\nSystem.out.println(sol.solution(new int[][]{{1,1}}, 0, 0)); // 3\n'
              b'auto s = Solution();\ncout << s->solution({{1,1}}, 0, 0) << " " << Solution{}.solution({{1,1}}, 0, 0);\n',
    'cpp_file': b'\x01#include <bits/stdc++.h>\r\nusing namespace std;\r\nint main() {\r\n\tSolution s;\r\n'
                b'\tcout << s.solution({{1,1}}, 0, 0) << endl; // 3\r\n\treturn 0;\r\n}\r\n',
    'java_file': b'\x02import java.util.*;\npublic class Main {\n    public static void main(String[] args)\n    {\n'
                 b'        System.out.println(new Solution().solution(new int[][]{{1,1},{1,1}}));\n    }\n}\n',
    'python_file': b'\x01from solution import solution\nif __name__ == "__main__":\n'
                   b'    print(solution([[1,1]], 0, 0), solution([[1,1]], 0, 0))\n',
    'node_assert': b'\x01const assert = require(\'assert\');\nconst { solution } = require("./solution");\n'
                   b'assert.strictEqual((new Solution()).solution([[1,1]], 0, 0), 3, \'example 1\');\n',
    'junit_file': b'\x02import org.junit.jupiter.api.Test;\nclass SolutionTest {\n\t@BeforeEach\n\tvoid setUp() {\n'
                  b'\t\tthis.sol = new Solution();\n\t}\n\t@Test\n\tvoid test1() {\n'
                  b'\t\tassertEquals(1, this.sol.solution(new int[][]{{1,1},{1,1}}));\n\t}\n}\n',
    'unittest_file': b'\x01import unittest\nclass TestSolution(unittest.TestCase):\n    def test_example(self):\n'
                     b'        self.assertEqual(3, solution([[1,1]], 0, 0), msg="example 1")\n\nunittest.main()\n',
    'cpp_fast_io': b'\x01int main() {\n\tios::sync_with_stdio(false);\n\tcin.tie(nullptr); cout.tie(NULL);\n'
                   b'\tcout << solution({{1,1}}, 0, 0) << endl; // 3\n}\n}\n',
    'node_prints': b'\x01\'use strict\';\nconsole.log(\'--- case 1 ---\');\nconsole.log(solution([[1,1]], 0, 0));\n'
                   b'cout << "ok" << endl;\nprint(f"done")\nconsole.log(`all tests passed`);\n',
    'structure_comments': b'\x01int main() { // tests\r\n\tcout << solution({{1,1}}, 0, 0) << endl;\r\n'
                          b'\treturn 0; // 14\r\n}  // main\r\nimport sys  # argv\nif __name__ == "__main__":  # run\n',
    'jest_file': b'\x01describe(\'cards\', () => {\n  test(\'example 1\', async () => {\n'
                 b'    expect(solution([[1,1]], 0, 0)).toBe(3);\n    const answer = solution([[1,1]], 0, 0);\n'
                 b'    expect(answer).toStrictEqual(3);\n  });\n});\nassert.ok(solution([[1,1]], 0, 0) === 3);\n',
    'junit_any_name': b'\x02class SolutionTest {\n\t@Test\n\t@DisplayName("1")\n\tvoid \xec\x98\x88\xec\xa0\x9c1() {\n'
                      b'\t\tassertTrue("JUnit 4", new Solution().solution(new int[][]{{1,1},{1,1}}) == 1);\n\t}\n}\n'
                      b'print(solution([[1,1]], 0, 0), end="")\n',
    'definition': b'\x01def solution(board, r, c):\n    return 0\n\nprint(solution([[1,1]], 0, 0))\n',
    'page': '\x01문제 설명\n설명\n[제한사항]\nboard는 배열입니다.\n[입출력 예]\nboard\tr\tc\tresult\n[[1,1]]\t0\t0\t3\n'
            '입출력 예에 대한 설명\n'.encode(),
    'kotlin_file': '\x01\ufeffimport kotlin.test.assertEquals\r\nobject CardTest {\r\n\t@JvmStatic\r\n'
                   '\tfun main(args: Array<String>) {\r\n\t\tval sol = Solution()\r\n\t\t// 예제 1\r\n'
                   '\t\tval board: Array<IntArray> = arrayOf(\r\n\t\t\tintArrayOf(1, 1),\r\n\t\t)\r\n'
                   '\t\tprintln("${sol.solution(board, 0, 0)}") // 3\r\n'
                   '\t\tassertEquals(3, sol.solution(listOf(listOf(1, 1)), 0, 0))\r\n\t}\r\n}\r\n'.encode(),
    'csharp_file': b'\x02using System;\nnamespace T\n{\n  class Program\n  {\n    static void Main(string[] args)\n'
                   b'    {\n      int[,] board = new int[,] {{1,1},{1,1}};\n'
                   b'      Console.WriteLine(new Solution().solution(board));\n'
                   b'      Debug.Assert(new Solution().solution(new int[][] { new int[] {1,1}, new[] {1,1} }) == 1);\n'
                   b'      Console.ReadKey();\n    }\n  }\n}\n[Fact]\npublic void Example() {\n}\n',
    'formatted_calls': '\x01\ufeff# 예제\r\nb = [[1,1]]\r\nprint(f"{solution(b, 0, 0) == 3} {{x}} {solution(b, 0, 1)}")\r\n'
                       'println("${solution(arrayOf(intArrayOf(1,1)), 0, 0)} ${Solution().solution(b, 0, 1)}")\n'
                       'print("\\(solution([[1,1]], 0, 0)) \\(String(solution([[1,1]], 0, 1)))")\n'.encode(),
    'conversions': b'\x02val board = listOf(\r\n\tlistOf(1, 1),\r\n\tlistOf(1, 1),\r\n)\r\n\t.map { row -> row.toIntArray() }\r\n'
                   b'\t.toTypedArray()\r\nprintln(solution(board.map(IntArray::toList)))\r\n'
                   b'println(solution(List(List(1,1), List(1,1)).map(_.toArray).toArray))\n'
                   b'Console.WriteLine(solution(new[] { new[] {1,1} }.Select(r => r.ToArray()).ToList()));\n',
    'sized_arrays': b'\x01val board = Array(4) { IntArray(4) }\nboard[0][0] = 1\nint[,] b = new int[4,4];\n'
                    b'board = [[0] * 4 for _ in range(4)]\nvector<vector<int>> v(4, vector<int>(4));\n'
                    b'var b2 = new int[1,2] {{1,1}};\nConsole.WriteLine(solution(b2, 0, 0));\n',
    'named_arguments': b'\x01var b = new int[,] {{1,1}};\r\nConsole.WriteLine(new Solution().solution(board: b, c: 0, r: 0));\r\n'
                       b'print(solution([[1,1]], c=0, r=0, result=3))\nprintln(solution(board = b, row = 0, c = 0))\n',
    'go_swift_file': b'\x01package main\nimport (\n\t"fmt"\n)\nfunc main() {\n\tboard := [][]int{[]int{1, 1}}\n'
                     b'\tr, c := 0, 0\n\tfmt.Println(solution(board, r, c))\n}\n'
                     b'print("\\(Solution().solution([[1,1]], 0, 0))")\nputs solution([[1,1]], 0, 0)\n',
}

def main():
    # (An argument parser, so that --help prints this instead of making a
    # folder named --help.)
    ap = argparse.ArgumentParser(description='Writes the seed corpora of the fuzz targets from tests/data/*.jsonl, '
                                             'one folder per target: OUTDIR/<target>/<case name>.')
    ap.add_argument('outdir', help='the folder to write the corpora into (made if missing)')
    out = ap.parse_args().outdir
    paste = os.path.join(out, 'fuzz_paste')
    os.makedirs(paste, exist_ok=True)
    for name, text in PASTE_FORMS.items():
        with open(os.path.join(paste, name), 'wb') as f:
            f.write(text)
    for cases, prefix in PASTE_PUZZLES.items():
        path = os.path.join(data, cases)
        if os.path.exists(path):
            for line in open(path):
                case = json.loads(line)
                with open(os.path.join(paste, cases.split('.')[0] + '-' + case['name']), 'wb') as f:
                    f.write(prefix + case['input'].encode())
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
