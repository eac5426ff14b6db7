#!/usr/bin/env bash
# Shared settings for the scripts (sourced, not run).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
# The app needs a UTF-8 locale; C.UTF-8 is always present on Debian.
case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
  *UTF-8*|*utf8*|*UTF8*|*utf-8*) ;;
  *) export LANG=C.UTF-8 ;;
esac
# Release builds link the Swift runtime and Foundation statically: only the pages the app uses
# are loaded, which takes start-up memory from ~31 MB to ~27 MB (docs/DECISIONS.md).
build_flags() { # config
  if [ "$1" = release ]; then echo "-c release --static-swift-stdlib"; else echo "-c $1"; fi
}
