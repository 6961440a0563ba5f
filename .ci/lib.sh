# Shared by .ci/start and .ci/test: install what this repo needs on a bare
# machine (Node 20 and npm only). Sourced, not run.
PNPM_VERSION=12.21.0
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export STORYBOOK_DISABLE_TELEMETRY=1

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "error: '$*' needs root; run it as root or install sudo" >&2; return 1; fi
}

# corepack fails on these machines (registry signature check), so pnpm comes from npm.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm -v 2>/dev/null)" = "$PNPM_VERSION" ]; then return 0; fi
  echo "› installing pnpm@$PNPM_VERSION"
  if ! npm install -g "pnpm@$PNPM_VERSION" --loglevel=error >/dev/null 2>&1; then
    # No write access to the global prefix: install into the user's home instead.
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" --loglevel=error >/dev/null
    export PATH="$HOME/.local/bin:$PATH"
  fi
  hash -r
  [ "$(pnpm -v)" = "$PNPM_VERSION" ] || { echo "error: pnpm $PNPM_VERSION is not on PATH" >&2; return 1; }
}

# Browsers cannot be downloaded here: every browser test uses Debian's Chromium. The visual
# gate draws with the fonts it brings (fonts-dejavu-core, fonts-liberation) and nothing else
# (.storybook/visual/run.mjs pins them), so they are installed by name too.
ensure_chromium() {
  if [ -x "$CHROMIUM_PATH" ] && [ -d /usr/share/fonts/truetype/dejavu ] &&
    [ -d /usr/share/fonts/truetype/liberation ]; then return 0; fi
  echo "› installing Debian's chromium and its fonts (apt-get)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-dejavu-core \
    fonts-liberation >/dev/null
  [ -x "$CHROMIUM_PATH" ] || { echo "error: no Chromium at $CHROMIUM_PATH" >&2; return 1; }
}

install_deps() {
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
  return "${PIPESTATUS[0]}"
}
