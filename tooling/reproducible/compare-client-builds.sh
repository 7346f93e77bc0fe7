#!/usr/bin/env bash
# Two clean clones of one commit, built each in its own directory, must give byte-identical
# dist/client: what /verify's digest promises anyone who rebuilds. Prints the digest of
# each, and exits 1 with the differing files when they differ.
#
#   tooling/reproducible/compare-client-builds.sh [commit] [--link-node-modules]
#
# commit: HEAD unless given. --link-node-modules hard-links this checkout's node_modules into each
# clone instead of `npm ci` (the same lock file, much faster; what the test does on a busy machine).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
commit=HEAD
link=0
for arg in "$@"; do
  case "$arg" in
    --link-node-modules) link=1 ;;
    *) commit="$arg" ;;
  esac
done
commit="$(git -C "$root" rev-parse "$commit^{commit}")"
work="$(mktemp -d "${TMPDIR:-/tmp}/swap-repro-XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The digest /verify names: every file under dist/client, in byte order of its path.
digest() { (cd "$1/dist/client" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1); }

# Different depths and names, so that an absolute path in the output cannot pass unnoticed.
dirs=("$work/one/swap" "$work/second-clone/deeper/site")
for dir in "${dirs[@]}"; do
  mkdir -p "$(dirname "$dir")"
  git clone --quiet --no-checkout "$root" "$dir"
  git -C "$dir" checkout --quiet "$commit"
  if [ "$link" = 1 ]; then
    cp -al "$root/node_modules" "$dir/node_modules"
  else
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
  # the client build alone: what dist/client holds
  (cd "$dir" && NODE_ENV=production npx vite build --logLevel error >/dev/null)
done

a="$(digest "${dirs[0]}")"
b="$(digest "${dirs[1]}")"
echo "commit ${commit}"
echo "clone 1 dist/client ${a}"
echo "clone 2 dist/client ${b}"
if [ "$a" != "$b" ]; then
  echo "the two builds differ:" >&2
  diff -r "${dirs[0]}/dist/client" "${dirs[1]}/dist/client" >&2 || true
  exit 1
fi
echo "identical"
