"""`python -m bot` runs the career-bot command line."""

import sys

from bot.cli import main

sys.exit(main())
