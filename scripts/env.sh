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
# are loaded, which takes start-up memory from ~31 MB to ~27 MB (docs/DECISIONS.md). They are
# also linked at a fixed address (-no-pie): a position-independent executable of this size has
# 2.3 MB of relocations for the loader to read and apply at every start, dirtying the pages
# they patch (4.4 MB resident in all, measured with launch/resident-memory).
# Their linker is lld through scripts/ld-as-needed, so libcurl (which the toolchain's
# FoundationNetworking names) is not loaded at start: shamelagpt loads it on the first request
# (Sources/CCurlLoader), and a start without the network maps none of its ~30 libraries
# (about 6 MB; docs/DECISIONS.md).
# They are linked by lld with the functions a start runs placed together
# (scripts/startup-order.txt, made by scripts/gen-startup-order): the kernel maps code 64 KiB
# around each page touched, and scattered over the whole text the start-up code kept 18 MB of
# it resident.
build_flags() { # config
  if [ "$1" = release ]; then
    local order=""
    if [ -f "$ROOT/scripts/startup-order.txt" ]; then
      order=" -Xlinker --symbol-ordering-file=$ROOT/scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering"
    fi
    echo "-c release --static-swift-stdlib -Xlinker -no-pie -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc --ld-path=$ROOT/scripts/ld-as-needed$order"
  else
    echo "-c $1"
  fi
}
# `swift build` with the configuration's flags and any extra arguments. The one warning of a
# release link that does not concern us — glibc's note that `mktemp` is dangerous, which
# the statically linked Foundation references (shamelagpt never calls it) — is replaced by a
# line saying so; everything else SwiftPM prints is passed on.
quiet_build() { # config [swift build arguments…]
  local config="$1"
  shift
  local status note=0
  # shellcheck disable=SC2046
  swift build $(build_flags "$config") "$@" 2>&1 | {
    while IFS= read -r line; do
      case "$line" in
        *"the use of \`mktemp' is dangerous"*) note=1 ;;
        *) printf '%s\n' "$line" ;;
      esac
    done
    if [ "$note" = 1 ]; then
      echo "note: the linker's warning about mktemp comes from the Swift runtime's Foundation, linked statically; it is harmless (shamelagpt never calls mktemp)."
    fi
  } >&2
  status=${PIPESTATUS[0]}
  return "$status"
}
