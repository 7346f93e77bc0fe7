#!/bin/sh
# Records what a real kustomize prints for each overlay, and the checksums of the manifests it
# read, for the tests in tooling/kustomize. Needs kubectl (its built-in kustomize). Run it after
# changing anything under deploy/kubernetes; it takes no arguments.
set -eu
cd "$(dirname "$0")/../.."
dir=tooling/kustomize/test-support/kustomize-reference
trap 'rm -f "$dir"/*.tmp' EXIT
versions=$(kubectl version --client | tr '\n' ' ' | sed 's/ *$//')
for overlay in production sandbox-demo managed-sentinel managed-redis; do
  {
    echo "# What \`kubectl kustomize deploy/kubernetes/overlays/$overlay\` printed"
    echo "# ($versions). Written by tooling/kustomize/write-reference.sh."
    kubectl kustomize "deploy/kubernetes/overlays/$overlay"
  } >"$dir/$overlay.yaml.tmp"
done
find deploy/kubernetes -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum >"$dir/inputs.sha256.tmp"
# Replace the recording only once every part of it was made.
for overlay in production sandbox-demo managed-sentinel managed-redis; do mv "$dir/$overlay.yaml.tmp" "$dir/$overlay.yaml"; done
mv "$dir/inputs.sha256.tmp" "$dir/inputs.sha256"
echo "Recorded $(grep -c '' "$dir/inputs.sha256") manifest files and every overlay in $dir."
