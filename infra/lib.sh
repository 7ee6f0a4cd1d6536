# Shared by infra/run and infra/test: make PostgreSQL, Redis and the toolchains reachable, create the
# roles and a database. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export RANGKAI_ROOT="$ROOT"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/rangkai-target}"
PG_HOST="${PG_HOST:-127.0.0.1}"
PG_PORT="${PG_PORT:-5432}"
DB_PASSWORD="${DB_PASSWORD:-rangkai}"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

# psql as a superuser: over TCP where trust allows it, else as the postgres OS user over the socket.
pg_super() {
  if psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; then
    psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -Atq "$@"
  else
    $SUDO runuser -u postgres -- psql -p "$PG_PORT" -v ON_ERROR_STOP=1 -Atq "$@"
  fi
}

ensure_postgres() {
  if pg_isready -h "$PG_HOST" -p "$PG_PORT" -q 2>/dev/null; then return; fi
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    log "installing PostgreSQL from Debian's packages"
    apt_install postgresql postgresql-client
  fi
  local version
  version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  if ! ls "/etc/postgresql/$version/main" >/dev/null 2>&1; then
    $SUDO pg_createcluster "$version" main >/dev/null
  fi
  log "starting PostgreSQL $version"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_isready -h "$PG_HOST" -p "$PG_PORT" -q && return; sleep 1; done
  echo "PostgreSQL did not start" >&2; exit 1
}

ensure_redis() {
  if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then return; fi
  if ! command -v redis-server >/dev/null; then
    log "installing Redis from Debian's packages"
    apt_install redis-server
  fi
  log "starting Redis"
  mkdir -p /tmp/rangkai-redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp/rangkai-redis \
    --logfile /tmp/rangkai-redis/redis.log
  for _ in $(seq 1 20); do redis-cli ping >/dev/null 2>&1 && return; sleep 0.5; done
  echo "Redis did not start" >&2; exit 1
}

ensure_node() {
  if command -v node >/dev/null && command -v npm >/dev/null; then return; fi
  log "installing Node.js from Debian's packages"
  apt_install nodejs npm
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  log "installing Chromium from Debian's packages"
  apt_install chromium
}

# The owner role runs migrations and owns every schema; the runtime role the server uses is not
# superuser, not owner and cannot bypass row-level security.
ensure_roles() {
  pg_super -d postgres <<SQL
do \$\$ begin
  if not exists (select 1 from pg_roles where rolname = 'rangkai_owner') then
    create role rangkai_owner login password '$DB_PASSWORD' nosuperuser nocreaterole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'rangkai_app') then
    create role rangkai_app login password '$DB_PASSWORD' nosuperuser nocreatedb nocreaterole nobypassrls;
  end if;
end \$\$;
alter role rangkai_app nosuperuser nobypassrls;
SQL
}

# ensure_database NAME [fresh]
ensure_database() {
  local name="$1" fresh="${2:-}"
  if [ -n "$fresh" ]; then
    pg_super -d postgres -c "drop database if exists $name with (force)"
  fi
  if [ -z "$(pg_super -d postgres -c "select 1 from pg_database where datname = '$name'")" ]; then
    pg_super -d postgres -c "create database $name owner rangkai_owner"
    pg_super -d "$name" -c "revoke create on schema public from public"
  fi
}

# database_env NAME: the connection settings every backend command reads.
database_env() {
  export DATABASE_URL="postgres://rangkai_app:$DB_PASSWORD@$PG_HOST:$PG_PORT/$1"
  export DATABASE_OWNER_URL="postgres://rangkai_owner:$DB_PASSWORD@$PG_HOST:$PG_PORT/$1"
  export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
}

# Schemathesis (infra/fuzz) in its own virtualenv, pinned with the generator it drives, so a seed
# replays the same cases on every machine. Sets ST to its command.
SCHEMATHESIS_VERSION="${SCHEMATHESIS_VERSION:-4.32.5}"
HYPOTHESIS_VERSION="${HYPOTHESIS_VERSION:-6.170.17}"
FUZZ_VENV="${FUZZ_VENV:-$HOME/.cache/rangkai-venv}"
ensure_schemathesis() {
  ST="$FUZZ_VENV/bin/st"
  local installed
  installed="$("$FUZZ_VENV/bin/python" -c 'import importlib.metadata as m
print(m.version("schemathesis"), m.version("hypothesis"))' 2>/dev/null || true)"
  [ "$installed" = "$SCHEMATHESIS_VERSION $HYPOTHESIS_VERSION" ] && return
  if ! command -v python3 >/dev/null || ! python3 -c 'import ensurepip' 2>/dev/null; then
    log "installing Python's venv from Debian's packages"
    apt_install python3 python3-venv
  fi
  log "installing schemathesis $SCHEMATHESIS_VERSION into $FUZZ_VENV"
  [ -x "$FUZZ_VENV/bin/pip" ] || python3 -m venv "$FUZZ_VENV"
  "$FUZZ_VENV/bin/pip" install --quiet --disable-pip-version-check \
    "schemathesis==$SCHEMATHESIS_VERSION" "hypothesis==$HYPOTHESIS_VERSION"
}

build_backend() {
  log "building the backend (target: $CARGO_TARGET_DIR)"
  (cd "$ROOT" && cargo build -p backend --quiet)
  BACKEND="$CARGO_TARGET_DIR/debug/backend"
}

# build_app DIR: install node packages (only when the lock file changed) and build.
build_app() {
  local dir="$ROOT/$1"
  local stamp="$dir/node_modules/.rangkai-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    log "installing node packages in $1"
    # npm ci refuses this lock file: npm leaves other platforms' optional tailwind binaries out of it.
    (cd "$dir" && npm install --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$stamp"
  fi
  log "building $1"
  (cd "$dir" && npm run --silent build >/dev/null)
}

# The local stand-ins of the vendor's Billplz and Stripe and of LHDN MyInvois, served by the backend itself at /_fake/… (a
# subscription invoice can be paid end to end without the internet). Development and browser tests
# only; production sets the VENDOR_BILLPLZ_* and STRIPE_* variables to the real accounts instead.
dev_gateway_env() {
  local port="$1"
  export DEV_FAKES=1
  export VENDOR_BILLPLZ_URL="${VENDOR_BILLPLZ_URL:-http://127.0.0.1:$port/_fake/billplz/api}"
  # The demo company's own Billplz account talks to the same stand-in (seed-demo sets its keys).
  export BILLPLZ_URL="${BILLPLZ_URL:-http://127.0.0.1:$port/_fake/billplz/api}"
  export VENDOR_BILLPLZ_API_KEY="${VENDOR_BILLPLZ_API_KEY:-dev-vendor-key}"
  export VENDOR_BILLPLZ_COLLECTION_ID="${VENDOR_BILLPLZ_COLLECTION_ID:-devcollection}"
  export VENDOR_BILLPLZ_X_SIGNATURE="${VENDOR_BILLPLZ_X_SIGNATURE:-dev-vendor-x-signature}"
  export STRIPE_API_URL="${STRIPE_API_URL:-http://127.0.0.1:$port/_fake/stripe/}"
  # LHDN MyInvois for every company (seed-demo connects the demo company with the stand-in's keys).
  export MYINVOIS_URL="${MYINVOIS_URL:-http://127.0.0.1:$port/_fake/myinvois}"
  # The courier providers for every company (seed-demo connects the demo company's EasyParcel).
  export EASYPARCEL_URL="${EASYPARCEL_URL:-http://127.0.0.1:$port/_fake/couriers/easyparcel}"
  export NINJAVAN_URL="${NINJAVAN_URL:-http://127.0.0.1:$port/_fake/couriers/ninjavan}"
  export DELYVA_URL="${DELYVA_URL:-http://127.0.0.1:$port/_fake/couriers/delyva}"
  export STRIPE_SECRET_KEY="${STRIPE_SECRET_KEY:-sk_test_dev}"
  export STRIPE_WEBHOOK_SECRET="${STRIPE_WEBHOOK_SECRET:-whsec_dev}"
}
