#!/bin/sh
# Starts tor for the onion service. When a key is mounted (a Kubernetes Secret, or a bind mount
# at /run/onion-key), it becomes the service's key: tor wants it in a private directory it owns,
# which a Secret mount is not. Without one, tor keeps the key it finds in /var/lib/tor (a
# volume) or makes a new one there (a new address).
set -eu
data=/var/lib/tor
service="$data/onion-service"
mounted=/run/onion-key/hs_ed25519_secret_key

mkdir -p "$data/data" "$service"
chmod 700 "$data/data" "$service"
if [ -f "$mounted" ]; then
  cp "$mounted" "$service/hs_ed25519_secret_key"
  chmod 600 "$service/hs_ed25519_secret_key"
  # tor derives these from the secret key; stale ones from another key would disagree.
  rm -f "$service/hs_ed25519_public_key" "$service/hostname"
fi
exec tor -f /etc/tor/torrc "$@"
