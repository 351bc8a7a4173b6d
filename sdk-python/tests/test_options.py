"""The constructors' checks (the Node SDK's worker-basics first tests)."""

import unittest
from typing import Any

import support  # noqa: F401
from understudy_eval import AsyncEvalWorker, Connection, EvalWorker, trigger_run


def options(**extra: Any) -> dict[str, Any]:
    return {"base_url": "http://127.0.0.1:1", "api_key": "usk_test", "run_id": "run1", "model": "m", "run_agent": lambda task: None, **extra}


class OptionsTest(unittest.TestCase):
    def test_the_constructor_names_the_option_that_is_missing_or_empty(self) -> None:
        for worker in (EvalWorker, AsyncEvalWorker):
            for name, value in [("run_id", ""), ("model", ""), ("base_url", None), ("api_key", None), ("run_id", "   ")]:
                with self.assertRaisesRegex(TypeError, f'"{name}" must be a non-empty string'):
                    worker(**options(**{name: value}))
            for extra, message in [({"run_agent": None}, '"run_agent" must be a function'), ({"concurrency": 0}, '"concurrency"'),
                                   ({"concurrency": True}, '"concurrency"'), ({"poll_interval_ms": -1}, '"poll_interval_ms"'),
                                   ({"on_event": "log"}, '"on_event" must be a function'), ({"base_url": "not a url"}, r'"base_url" must be an http\(s\) URL')]:
                with self.assertRaisesRegex(TypeError, message):
                    worker(**options(**extra))

    def test_a_base_url_without_an_http_scheme_is_refused_naming_the_option(self) -> None:
        # "localhost:4000" parses, as the scheme "localhost": the scheme itself is checked.
        for base_url in ["localhost:4000", "127.0.0.1:4000", "ftp://understudy.example.com", "understudy.example.com", "http://"]:
            with self.assertRaisesRegex(TypeError, r'option "base_url" must be an http\(s\) URL.*got "', msg=base_url):
                EvalWorker(**options(base_url=base_url))
        EvalWorker(**options(base_url="https://understudy.example.com/"))
        with self.assertRaisesRegex(TypeError, r"base_url must be an http\(s\) URL"):
            trigger_run(Connection("localhost:4000", "k"), {"commit": "abcdef1", "dataset": "crm"})


if __name__ == "__main__":
    unittest.main()
