import sys

from memory_plugin.cli import main

sys.exit(main())
