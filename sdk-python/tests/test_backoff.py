import unittest

import support  # noqa: F401  (puts the package on the path)
from understudy_eval.backoff import BACKOFF_CEILING_MS, backoff_delay


class BackoffTest(unittest.TestCase):
    def test_grows_exponentially_with_jitter_and_never_exceeds_30_seconds(self) -> None:
        self.assertEqual(BACKOFF_CEILING_MS, 30_000)
        for attempt in range(30):
            self.assertLessEqual(backoff_delay(attempt, lambda: 0.999999), 30_000)
            self.assertGreaterEqual(backoff_delay(attempt, lambda: 0), 100)
        self.assertLess(backoff_delay(1, lambda: 0.99), backoff_delay(4, lambda: 0.99))
        self.assertEqual(backoff_delay(20, lambda: 0.5), 15_000)
        self.assertEqual(backoff_delay(0, lambda: 0.5), 250)  # 500 ms * 2^0, half of it

    def test_an_absurd_attempt_count_stays_at_the_ceiling(self) -> None:
        self.assertEqual(backoff_delay(10_000, lambda: 0.5), 15_000)


if __name__ == "__main__":
    unittest.main()
