#!/usr/bin/env bash
# Bit-identical replays whatever glibc's CPU dispatch picks: replays every checked-in
# recording twice, as this machine runs it and with glibc's hardware-dependent code paths
# switched off (no FMA, AVX2 or AVX-512F: what an older x86-64 would take), and requires
# identical fingerprints (final state and per-frame trace, scripts/replay-fingerprint.sh).
# glibc's own exp/sin/cos/log/pow answer differently on the two paths for some inputs; the
# engine must not, because it does not call them (Sources/SheetEngine/Math).
# The tunable is checked to be honoured (ld.so --list-diagnostics: the FMA and AVX2 bits
# must be off under it), else the check would prove nothing and fails.
#   scripts/hwcaps-check.sh [BINARY]   (default .build/debug/playground)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/playground}"
tunable="glibc.cpu.hwcaps=-AVX2,-FMA,-AVX512F"
loader=/lib64/ld-linux-x86-64.so.2

if [ "$(uname -m)" != x86_64 ] || [ ! -x "$loader" ]; then
  echo "hwcaps-check: skipped, glibc's hwcaps tunable is checked on x86-64 only"
  exit 0
fi
if ! "$loader" --list-diagnostics >/dev/null 2>&1; then
  echo "hwcaps-check: skipped, this glibc has no ld.so --list-diagnostics (needs 2.33)"
  exit 0
fi
[ -x "$binary" ] || { echo "hwcaps-check: $binary not built" >&2; exit 2; }

# One word of glibc's active CPU features: CPUID leaf 1 ECX is features[0x0] register 2
# (FMA is bit 12), leaf 7 EBX is features[0x1] register 1 (AVX2 is bit 5).
active_word() { # LEAF REGISTER [TUNABLES]
  GLIBC_TUNABLES="${3:-}" "$loader" --list-diagnostics \
    | sed -n "s/^x86\.cpu_features\.features\[$1\]\.active\[$2\]=//p"
}
fma_on=$(( $(active_word 0x0 0x2) >> 12 & 1 ))
avx2_on=$(( $(active_word 0x1 0x1) >> 5 & 1 ))
fma_off=$(( $(active_word 0x0 0x2 "$tunable") >> 12 & 1 ))
avx2_off=$(( $(active_word 0x1 0x1 "$tunable") >> 5 & 1 ))
if [ "$fma_off" = 1 ] || [ "$avx2_off" = 1 ]; then
  echo "hwcaps-check: FAIL, glibc ignores GLIBC_TUNABLES=$tunable (FMA $fma_off, AVX2 $avx2_off)"
  exit 1
fi
if [ "$fma_on" = 0 ] && [ "$avx2_on" = 0 ]; then
  echo "hwcaps-check: note, this CPU has neither FMA nor AVX2: both runs take glibc's same path"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/replay-fingerprint.sh "$work/native" "$binary"
GLIBC_TUNABLES="$tunable" scripts/replay-fingerprint.sh "$work/baseline" "$binary"
recordings=$(find "$work/native" -name '*.state.json' | wc -l)
if ! diff -r "$work/native" "$work/baseline" >"$work/diff"; then
  echo "hwcaps-check: FAIL, replays differ with GLIBC_TUNABLES=$tunable:"
  head -20 "$work/diff"
  exit 1
fi
echo "hwcaps-check: $recordings recordings replay bit-identically with FMA $fma_on, AVX2" \
  "$avx2_on and with both off ($tunable)"
