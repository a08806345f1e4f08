# memory-plugin launcher: pick an interpreter, exec it. All logic lives in Python.
#   launch.sh hook <event>          hot hooks (hook.py): stdlib only, never wait for the environment
#   launch.sh env session-start     needs the plugin's environment (built on first run)
#   launch.sh env serve             the MCP server, in the plugin's environment
# Run with /bin/sh (named in hooks.json and .mcp.json), so no execute bit is needed.
umask 077  # everything the plugin creates (memory, state, caches, logs, its environment) is private
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
# Codex sets CLAUDE_PLUGIN_DATA and PLUGIN_DATA for plugin hooks but neither for plugin MCP servers:
# from its plugin cache (<codex home>/plugins/cache/<marketplace>/<plugin>/<version>/hooks) the
# server derives the directory its hooks got, so both share one environment and one state dir.
data=${CLAUDE_PLUGIN_DATA:-$PLUGIN_DATA}
if [ -z "$data" ]; then
  case $here in /*) abs=$here ;; *) abs=$PWD/$here ;; esac
  case $abs in
    */plugins/cache/*/*/*/hooks)
      rest=${abs%/hooks}; rest=${rest%/*}; plugin=${rest##*/}; rest=${rest%/*}; mkt=${rest##*/}
      data=${rest%/plugins/cache/*}/plugins/data/$plugin-$mkt ;;
    *) data=$HOME/.claude/plugins/data/memory-memory ;;
  esac
fi
export CLAUDE_PLUGIN_DATA="$data"
# One hooks file serves Claude Code and Codex: Codex gives plugin hooks PLUGIN_ROOT beside
# CLAUDE_PLUGIN_ROOT (the same path), Claude Code only the latter. `--client X` still wins.
if [ -z "$MEMORY_CLIENT" ] && [ -n "$PLUGIN_ROOT" ] && [ "$PLUGIN_ROOT" = "$CLAUDE_PLUGIN_ROOT" ]; then
  export MEMORY_CLIENT=codex
fi
py=
# bootstrap writes the best known interpreter here: the environment's python once built.
[ -r "$data/venvs/current" ] && read -r py < "$data/venvs/current"
if [ -z "$py" ] || [ ! -x "$py" ]; then
  # First run: any python3; hook.py and entry.py check the version, bootstrap finds a better one.
  py=$(command -v python3 2>/dev/null)
fi
if [ -z "$py" ]; then
  case "$1 $2" in
    "env session-start")
      printf '%s' '{"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "memory-plugin is installed but inactive: no python3 was found on PATH. Install Python 3.10 or newer, then start a new session."}}'
      ;;
    "env serve") echo "memory-plugin: no python3 on PATH; install Python 3.10 or newer" >&2; exit 1 ;;
  esac
  exit 0
fi
case "$1 $2" in
  # No site.py for hooks: hot ones need only the stdlib, SessionStart adds site-packages itself.
  "hook "*) shift; exec "$py" -I -S "$here/hook.py" "$@" ;;
  "env session-start") exec "$py" -I -S "$here/entry.py" "$@" ;;
esac
exec "$py" -I "$here/entry.py" "$@"
