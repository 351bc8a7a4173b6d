"""What run_agent returns, and what of it the completion carries (the Node SDK's readResult)."""

import unittest

import support  # noqa: F401
from understudy_eval.agent import is_async_agent, read_result, wants_context


class ReadResultTest(unittest.TestCase):
    def test_a_string_is_the_answer_and_a_dict_is_taken_field_by_field(self) -> None:
        usage = {"inputTokens": 1200, "outputTokens": 340, "costUsd": 0.0123}
        self.assertEqual(read_result("42 open deals"), {"answer": "42 open deals"})
        self.assertEqual(read_result({"answer": "Acme", "usage": usage}), {"answer": "Acme", "usage": usage})
        self.assertEqual(read_result(""), {"answer": ""})

    def test_nothing_or_another_value_sends_nothing(self) -> None:
        for value in [None, 7, 2.5, True, ["answer"], object(), {"answer": 42}]:
            self.assertEqual(read_result(value), {}, repr(value))

    def test_only_usage_counts_that_are_numbers_of_at_least_zero_are_sent(self) -> None:
        self.assertEqual(read_result({"usage": {"inputTokens": 5, "costUsd": -1, "extra": 1}}), {"usage": {"inputTokens": 5}})
        self.assertEqual(read_result({"usage": {"inputTokens": True, "outputTokens": float("nan"), "costUsd": float("inf")}}), {})
        self.assertEqual(read_result({"usage": "lots"}), {})

    def test_python_spellings_of_the_usage_counts_are_accepted(self) -> None:
        self.assertEqual(read_result({"usage": {"input_tokens": 10, "output_tokens": 2, "cost_usd": 0.5}}),
                         {"usage": {"inputTokens": 10, "outputTokens": 2, "costUsd": 0.5}})


class AgentShapeTest(unittest.TestCase):
    def test_an_agent_may_take_the_context_or_only_the_task(self) -> None:
        def both(task: object, context: object) -> None: ...
        def task_only(task: object) -> None: ...
        def anything(*args: object) -> None: ...
        self.assertEqual([wants_context(f) for f in (both, task_only, anything)], [True, False, True])

    def test_coroutine_functions_and_async_callables_are_told_apart(self) -> None:
        async def coroutine(task: object) -> None: ...

        class Callable:
            async def __call__(self, task: object) -> None: ...

        self.assertEqual([is_async_agent(f) for f in (coroutine, Callable(), lambda task: None)], [True, True, False])


if __name__ == "__main__":
    unittest.main()
