#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the server tests and prints
#   export TEST_DATABASE_URL=postgres://...
# so that CI can run:  eval "$(bash scripts/ci/start-postgres.sh)"
# Installs Debian's postgresql when no server binaries are found (needs root for that).
# Everything else goes to stderr; the cluster lives in a temp dir until the machine is gone
# (stop it with: pg_ctl -D <dir> stop, printed below).
set -euo pipefail

log() { echo "start-postgres: $*" >&2; }

find_bindir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

bindir="$(find_bindir | sort -V | tail -n 1 || true)"
if [ -z "$bindir" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    log "PostgreSQL is not installed and installing it needs root"
    exit 1
  fi
  log "installing Debian postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bindir="$(find_bindir | sort -V | tail -n 1)"
fi
log "using $bindir"

# initdb refuses to run as root: run the cluster as the 'postgres' user (created if missing).
run_as=()
owner="$(id -un)"
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  owner=postgres
  run_as=(runuser -u postgres --)
fi

datadir="$(mktemp -d /tmp/kampus-pg.XXXXXX)"
chown "$owner" "$datadir"
chmod 700 "$datadir"

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' 2>/dev/null || echo $((20000 + RANDOM % 20000)))"
password="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 20)"
pwfile="$datadir/.pw"
printf '%s\n' "$password" > "$pwfile"
chown "$owner" "$pwfile"

"${run_as[@]}" "$bindir/initdb" -D "$datadir/data" -U kampus --pwfile="$pwfile" -A scram-sha-256 -E UTF8 --no-locale >/dev/null
rm -f "$pwfile"

# Throwaway settings: loopback only, no durability, enough connections for parallel test files.
"${run_as[@]}" "$bindir/pg_ctl" -D "$datadir/data" -l "$datadir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$datadir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >&2 || { cat "$datadir/server.log" >&2; exit 1; }

log "PostgreSQL running on 127.0.0.1:$port (data in $datadir/data; stop: ${run_as[*]} $bindir/pg_ctl -D $datadir/data stop)"
echo "export TEST_DATABASE_URL=postgres://kampus:$password@127.0.0.1:$port/postgres"
