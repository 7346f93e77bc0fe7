#!/bin/sh
# Records what a real kustomize prints for each overlay, for kustomize-reference.test.ts.
# Needs kubectl (its built-in kustomize); run it after changing a manifest.
set -eu
cd "$(dirname "$0")/../.."
dir=tooling/kustomize/test-support/kustomize-reference
versions=$(kubectl version --client | tr '\n' ' ' | sed 's/ *$//')
for overlay in production sandbox-demo; do
  {
    echo "# What \`kubectl kustomize deploy/kubernetes/overlays/$overlay\` printed"
    echo "# ($versions). Written by tooling/kustomize/write-reference.sh."
    kubectl kustomize "deploy/kubernetes/overlays/$overlay"
  } >"$dir/$overlay.yaml"
done
