import sys

from memory_plugin.cli.main import main

sys.exit(main())
