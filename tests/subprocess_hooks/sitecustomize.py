"""Test-only: a kill test's subprocess imports this first, to stop at a named point."""

import os

if os.environ.get("TEST_HOLD_AT"):
    import hold_point

    hold_point.install(os.environ["TEST_HOLD_AT"], os.environ["TEST_HOLD_FILE"])
