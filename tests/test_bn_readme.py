"""The examples of the README's Bayesian-network section run and print what the README says."""

import doctest
import re
from pathlib import Path


README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_bn_section_examples():
    text = README.read_text(encoding="utf-8")
    match = re.search(r"^## Bayesian networks.*?(?=^## |\Z)", text, flags=re.S | re.M)
    assert match, "README.md lost its '## Bayesian networks' section"
    blocks = re.findall(r"```python\n(.*?)```", match.group(0), flags=re.S)
    assert blocks and ">>>" in blocks[0]
    test = doctest.DocTestParser().get_doctest(blocks[0], {}, "README[bn]", str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
    assert runner.summarize(verbose=False).attempted >= 8
