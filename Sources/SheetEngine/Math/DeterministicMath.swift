/// The transcendental functions the simulation needs, built only from IEEE-754 basic
/// operations (`+ - * /`, `squareRoot()`, `rounded()`), so a replay computes the same bits on
/// every machine.
///
/// Why not libm: glibc's `exp`, `log`, `sin`, `cos` and `pow` are not correctly rounded, and
/// which code path (and so which last bit) they take depends on the CPU (FMA, AVX2) and the
/// glibc version. Basic operations are correctly rounded by IEEE 754 itself, so a function
/// made only of them, evaluated in a fixed order, gives one answer on any IEEE-754 binary64
/// machine rounding to nearest.
///
/// No fused multiply-add: every product is rounded before it is added. Swift emits plain
/// `fmul`/`fadd` without LLVM's `contract` flag and never `llvm.fmuladd`, so the optimiser may
/// not fuse them (unlike C, whose default `-ffp-contract=on` may); nothing here calls
/// `addingProduct` or `fma` (checked: a release build for `-target-cpu haswell`, which has
/// FMA, contains no FMA instruction). The error-free products in `DoubleDouble` (Dekker's
/// split) rely on this too: a fused product would make them wrong, not just different.
///
/// Accuracy: close to correctly rounded, the hard parts carried in double-double (measured
/// against 200-bit arithmetic: exp 0.51 ulp, log 0.50, sin and cos 0.56, pow 0.52 at most;
/// subnormal results of exp and pow up to 0.75), so within 1 ulp of glibc. The tests in
/// `Tests/SheetEngineTests/Math` hold that bound over dense grids; it does not hold for `sin`
/// and `cos` beyond ``maximumReducibleAngle``.
public enum DeterministicMath {}
