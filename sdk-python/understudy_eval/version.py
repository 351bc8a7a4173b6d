"""The SDK's version: the package metadata's, and what requests say they come from."""

VERSION = "0.1.0"
USER_AGENT = f"understudy-eval-python/{VERSION}"
